/// Double-to-Int conversions that cannot trap.
///
/// `Int(x)` traps (SIGILL) when `x` is NaN, infinite or beyond ±9.2e18. Every conversion of a
/// value that a scene can influence goes through one of these.
package enum CheckedConversion {
  /// Largest magnitude ``saturating(_:)`` returns: 2^53, where Doubles stop being whole
  /// numbers exactly and far beyond any frame, step or repeat count Chainframe accepts.
  static let saturationLimit = 1 << 53

  /// `value` rounded toward zero, when it is finite and within `range`; nil otherwise.
  static func int(_ value: Double, in range: ClosedRange<Int>) -> Int? {
    guard value.isFinite, value >= Double(range.lowerBound), value <= Double(range.upperBound) else { return nil }
    let limit = Double(saturationLimit)
    guard abs(value) <= limit else { return nil }
    let result = Int(value)
    return range.contains(result) ? result : nil
  }

  /// `value` rounded toward zero and clamped to ±``saturationLimit``; NaN becomes 0.
  package static func saturating(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = Double(saturationLimit)
    return Int(min(max(value, -limit), limit))
  }
}
