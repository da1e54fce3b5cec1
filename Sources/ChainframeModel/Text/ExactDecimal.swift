/// Decimal text without an exponent, read exactly without building a `String` for `strtod`.
///
/// When the number's digits, read as one integer, are at most 2^53 and its fraction has at
/// most 22 digits, that integer and 10^fraction are both exact doubles, so one division rounds
/// once: the correctly rounded value, the one `Double(String)` returns. Most numbers in path
/// data and Lottie files are such numbers; the readers take their general path for the rest.
package enum ExactDecimal {
  /// Exact powers of ten up to 10^22, the largest a double holds exactly.
  private static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { x, _ in x * 10 } }

  /// Digits at most: 19 never overflow a `UInt64` while they are gathered.
  package static let maxDigits = 19

  /// `mantissa / 10^fractionDigits`, negated when `negative`; nil when that would need more
  /// than one rounding (mantissa over 2^53, more than 22 fraction digits).
  package static func value(mantissa: UInt64, fractionDigits: Int, negative: Bool) -> Double? {
    guard mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
    let value = Double(mantissa) / powersOfTen[fractionDigits]
    return negative ? -value : value
  }
}
