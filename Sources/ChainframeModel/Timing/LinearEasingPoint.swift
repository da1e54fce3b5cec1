/// One control point of a CSS `linear()` easing: an output value at an input progress.
public struct LinearEasingPoint: Sendable, Hashable {
  /// Input progress (0…1 for the usual range; may lie outside).
  public var input: Double
  /// Output progress at that input.
  public var output: Double

  /// Creates a point.
  public init(input: Double, output: Double) {
    self.input = input
    self.output = output
  }
}
