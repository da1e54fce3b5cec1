/// A pair of numbers: a point, a size or a pair of scale factors, in pixels unless stated.
public struct Vector2: Sendable, Hashable, CustomStringConvertible {
  /// First component (x or width).
  public var x: Double
  /// Second component (y or height).
  public var y: Double

  /// Creates a pair.
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// `[x, y]`.
  public var description: String { "[\(x), \(y)]" }
}
