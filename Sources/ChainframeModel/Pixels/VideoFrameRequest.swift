/// Which frame of a video file a layer shows: the source frame whose time span covers
/// ``time`` (after looping), or nothing past the end.
package struct VideoFrameRequest: Sendable, Hashable {
  /// Source time, seconds, before looping.
  package var time: Double
  /// Where a loop restarts (the trim's in point), seconds.
  package var loopStart: Double
  /// The trim's out point (exclusive), seconds; nil means the file's end.
  package var end: Double?
  /// Whether times past the end wrap back to ``loopStart``.
  package var loop: Bool

  /// Creates a request.
  package init(time: Double, loopStart: Double, end: Double?, loop: Bool) {
    self.time = time
    self.loopStart = loopStart
    self.end = end
    self.loop = loop
  }

  /// The source time to show for a file lasting `duration` seconds (nil when unknown), or
  /// nil when the request falls after the end of a non-looping video.
  package func resolvedTime(duration: Double?) -> Double? {
    let stop = [end, duration].compactMap { $0 }.min()
    guard let stop else { return time }
    if time < stop { return time }
    guard loop, stop > loopStart else { return nil }
    let period = stop - loopStart
    let wrapped = (time - loopStart).truncatingRemainder(dividingBy: period)
    return loopStart + wrapped
  }
}
