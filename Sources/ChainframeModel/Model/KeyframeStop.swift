/// One stop of a keyframes animation.
public struct KeyframeStop: Sendable, Hashable {
  /// Seconds from the animation's start, ≥ 0; stops are in ascending time order.
  public var time: Double
  /// The value at this stop.
  public var value: [Double]
  /// Easing of the segment that starts at this stop (CSS's rule). Default linear.
  public var easing: TimingFunction
  /// Hold this value until the next stop, then jump (a hold segment). Default false.
  public var hold: Bool

  /// Creates a stop.
  public init(time: Double, value: [Double], easing: TimingFunction = .linear, hold: Bool = false) {
    self.time = time
    self.value = value
    self.easing = easing
    self.hold = hold
  }
}
