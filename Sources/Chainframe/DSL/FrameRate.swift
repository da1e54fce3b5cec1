/// A canvas frame rate: a whole number (`30`) or an exact fraction (`Rational(30000, 1001)`).
public struct FrameRate: Sendable, Hashable, ExpressibleByIntegerLiteral {
  /// The rate, frames per second; scene files accept 1…240.
  public var rational: Rational

  /// Creates a rate from an exact fraction.
  public init(_ rational: Rational) { self.rational = rational }

  /// Creates a whole-number rate from an integer literal, frames per second.
  public init(integerLiteral value: Int) { self.rational = Rational(value) }

  /// The scene-file value: a number for whole rates, `"num/den"` otherwise.
  var text: SceneText {
    rational.denominator == 1 ? .number(Double(rational.numerator)) : .string(rational.description)
  }
}
