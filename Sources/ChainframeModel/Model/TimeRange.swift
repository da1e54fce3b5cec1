/// A half-open span of scene time, in seconds: a layer with one is drawn only while
/// `start ≤ t < end`.
public struct TimeRange: Sendable, Hashable {
  /// First visible instant, seconds.
  public var start: Double
  /// First instant no longer visible, seconds; `.infinity` for "until the end".
  public var end: Double

  /// Creates a range.
  public init(start: Double, end: Double) {
    precondition(start <= end, "a time range must not end before it starts")
    self.start = start
    self.end = end
  }

  /// Whether `t` falls inside.
  public func contains(_ t: Double) -> Bool { t >= start && t < end }
}
