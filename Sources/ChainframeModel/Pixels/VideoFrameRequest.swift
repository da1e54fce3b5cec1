/// Which frame of a video file a layer shows: the source frame whose time span covers
/// ``time`` (after looping), or nothing past the end.
public struct VideoFrameRequest: Sendable, Hashable {
  /// Source time, seconds, before looping.
  public var time: Double
  /// Where a loop restarts (the trim's in point), seconds.
  public var loopStart: Double
  /// The trim's out point (exclusive), seconds; nil means the file's end.
  public var end: Double?
  /// Whether times past the end wrap back to ``loopStart``.
  public var loop: Bool

  /// Creates a request.
  public init(time: Double, loopStart: Double, end: Double?, loop: Bool) {
    self.time = time
    self.loopStart = loopStart
    self.end = end
    self.loop = loop
  }

  /// The source time to show for a file lasting `duration` seconds (nil when unknown), or
  /// nil when the request falls after the end of a non-looping video.
  public func resolvedTime(duration: Double?) -> Double? {
    let stop = [end, duration].compactMap { $0 }.min()
    guard let stop else { return time }
    if time < stop { return time }
    guard loop, stop > loopStart else { return nil }
    let period = stop - loopStart
    let wrapped = (time - loopStart).truncatingRemainder(dividingBy: period)
    return loopStart + wrapped
  }
}
