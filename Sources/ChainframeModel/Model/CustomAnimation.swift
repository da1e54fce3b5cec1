/// An animation written as a Swift closure (POP's `POPCustomAnimation`), for library users.
///
/// The closure is called with seconds since the animation started (0…`duration`) and the
/// start value, and returns the value; it must be pure, because frames are computed in any
/// order on any thread.
public struct CustomAnimation: Sendable {
  /// Seconds until the final value, ≥ 0.
  public var duration: Double
  /// The value at a local time, given the start value.
  public var body: @Sendable (_ time: Double, _ from: [Double]) -> [Double]

  /// Creates a custom animation.
  public init(
    duration: Double, body: @escaping @Sendable (_ time: Double, _ from: [Double]) -> [Double]
  ) {
    self.duration = duration
    self.body = body
  }
}
