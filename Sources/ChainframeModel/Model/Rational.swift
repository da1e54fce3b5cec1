/// An exact positive fraction, used for frame rates such as `30000/1001`.
///
/// Kept reduced (numerator and denominator coprime) so equal rates compare equal and print the
/// same way in keyframe dumps (`"60/1"`).
public struct Rational: Sendable, Hashable, CustomStringConvertible {
  /// The numerator; at least 1 for frame rates.
  public let numerator: Int
  /// The denominator; always at least 1.
  public let denominator: Int

  /// Creates a reduced fraction.
  ///
  /// - Precondition: `denominator > 0`. A zero denominator is a programmer error; user input is
  ///   validated by the scene loader before it gets here.
  public init(_ numerator: Int, _ denominator: Int = 1) {
    precondition(denominator > 0, "Rational denominator must be positive")
    let divisor = Rational.gcd(abs(numerator), denominator)
    self.numerator = numerator / max(divisor, 1)
    self.denominator = denominator / max(divisor, 1)
  }

  /// The value as a `Double`, for display and for time arithmetic that is already inexact.
  public var doubleValue: Double { Double(numerator) / Double(denominator) }

  /// `"num/den"`, the form used in dumps and reports.
  public var description: String { "\(numerator)/\(denominator)" }

  /// Parses `"60"`, `"29.97"`-free forms: an integer (`"60"`) or a fraction (`"30000/1001"`).
  ///
  /// Decimal rates are accepted only when they are whole numbers, because `29.97` is not the
  /// rate anyone means (`30000/1001` is).
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2 {
      guard let n = Int(parts[0].trimmingCharacters(in: .whitespaces)),
        let d = Int(parts[1].trimmingCharacters(in: .whitespaces)), d > 0
      else { return nil }
      self.init(n, d)
    } else if parts.count == 1 {
      if let n = Int(trimmed) {
        self.init(n, 1)
      } else if let value = Double(trimmed), value.isFinite, value == value.rounded(),
        abs(value) < 1e9
      {
        self.init(Int(value), 1)
      } else {
        return nil
      }
    } else {
      return nil
    }
  }

  /// The largest numerator or denominator of a frame rate (after reduction): both must fit the
  /// 32-bit rationals of video containers with room for the products timing takes.
  public static let maxFrameRateTerm = 1_000_000

  /// Whether this is a frame rate Chainframe renders: 1…240 fps with both terms at most
  /// ``maxFrameRateTerm`` (`2147483648/2147483647` is about 1 fps but overflows every encoder).
  public var isUsableFrameRate: Bool {
    numerator >= 1 && numerator <= Self.maxFrameRateTerm && denominator <= Self.maxFrameRateTerm
      && doubleValue >= Double(SceneLimits.minFrameRate) && doubleValue <= Double(SceneLimits.maxFrameRate)
  }

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
