import ChainframeCore

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
}
