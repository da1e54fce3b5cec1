import ChainframeCore
import ChainframeEncoding

/// The encoder's audio settings for a render of some frames of a scene.
package enum AudioPlan {
  /// The scene's soundtrack or clips for frames `frames`, or nil when it has no audio.
  ///
  /// A frame range starts at time 0, so the audio shifts with it (a clip may then start
  /// before 0: the mix cuts it).
  package static func settings(_ scene: Scene, clock: FrameClock, frames: ClosedRange<Int>) -> AudioSettings? {
    let start = clock.time(ofFrame: frames.lowerBound)
    let duration = clock.fps.seconds(ofFrames: frames.count)
    let fromVideo = videoClips(scene.layers)
    if let track = scene.audio, fromVideo.isEmpty {
      var settings = AudioSettings(
        path: track.path, volume: track.volume, fadeIn: track.fadeIn, fadeOut: track.fadeOut,
        offset: track.offset - start, duration: duration)
      settings.loudness = scene.loudness
      return settings
    }
    // With video sound, a single-form soundtrack joins the mix as a clip (its fade-out then
    // ends with the file or the video, whichever is first).
    let soundtrack = scene.audio.map {
      AudioClip(
        path: $0.path, start: max($0.offset, 0), trimIn: max(-$0.offset, 0), volume: $0.volume, fadeIn: $0.fadeIn,
        fadeOut: $0.fadeOut)
    }
    let all = (soundtrack.map { [$0] } ?? []) + scene.audioClips + fromVideo
    guard !all.isEmpty else { return nil }
    let clips = all.map { clip -> AudioClip in
      var shifted = clip
      shifted.start -= start
      return shifted
    }
    return AudioSettings(clips: clips, loudness: scene.loudness, duration: duration)
  }

  /// The sound of video layers (not muted, at normal speed, with an audio stream), as clips
  /// in layer order.
  package static func videoClips(_ layers: [Layer]) -> [AudioClip] {
    var clips: [AudioClip] = []
    for layer in layers {
      if layer.shape == .video, let timing = layer.style.video, let path = layer.style.geometry.asset, !timing.muted,
        timing.speed == 1, AudioProbe.hasAudio(path: path)
      {
        clips.append(
          AudioClip(
            path: path, start: timing.start, trimIn: timing.trimIn, trimOut: timing.trimOut, loop: timing.loop))
      }
      clips += videoClips(layer.children)
    }
    return clips
  }
}
