import ChainframeCore
import ChainframeEncoding

extension Composition {
  /// The scene's captions as WebVTT text, timed for a render of `frames` (nil: all frames),
  /// which starts at time 0 with its first frame.
  public func webVTT(frames: ClosedRange<Int>? = nil) -> String {
    let clock = compiled.clock
    let range = frames ?? 0...(frameCount - 1)
    let start = clock.time(ofFrame: range.lowerBound)
    return WebVTT.text(
      scene.captions, start: start, duration: clock.time(ofFrame: range.upperBound + 1) - start)
  }

  /// The cues of the soft subtitle track of an MP4/MOV render of `frames` of `scene` on
  /// `clock`: empty when the format has no such track, the scene no captions, or
  /// ``RenderOptions/subtitleTrack`` is off.
  package static func subtitleCues(
    _ scene: Scene, clock: FrameClock, frames: ClosedRange<Int>, format: OutputFormat, options: RenderOptions
  ) -> [CaptionCue] {
    guard options.subtitleTrack, format.carriesSubtitles, !scene.captions.isEmpty else { return [] }
    let start = clock.time(ofFrame: frames.lowerBound)
    return WebVTT.clipped(scene.captions, start: start, duration: clock.time(ofFrame: frames.upperBound + 1) - start)
  }
}
