import ChainframeCore
import ChainframeEncoding

/// The encoder's audio settings for a render of some frames of a scene.
enum AudioPlan {
  /// The scene's soundtrack or clips for frames `frames`, or nil when it has no audio.
  ///
  /// A frame range starts at time 0, so the audio shifts with it (a clip may then start
  /// before 0: the mix cuts it).
  static func settings(_ scene: Scene, clock: FrameClock, frames: ClosedRange<Int>) -> AudioSettings? {
    let start = clock.time(ofFrame: frames.lowerBound)
    let duration = Double(frames.count) * Double(clock.fps.denominator) / Double(clock.fps.numerator)
    if let track = scene.audio {
      var settings = AudioSettings(
        path: track.path, volume: track.volume, fadeIn: track.fadeIn, fadeOut: track.fadeOut,
        offset: track.offset - start, duration: duration)
      settings.loudness = scene.loudness
      return settings
    }
    guard !scene.audioClips.isEmpty else { return nil }
    let clips = scene.audioClips.map { clip -> AudioClip in
      var shifted = clip
      shifted.start -= start
      return shifted
    }
    return AudioSettings(clips: clips, loudness: scene.loudness, duration: duration)
  }
}
