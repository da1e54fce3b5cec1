/// How diagnostics print numbers, shared by every stage that reports a problem.
package enum DiagnosticFormat {
  /// A whole number with thousands separators (`10,000`).
  package static func count(_ n: Int) -> String {
    var digits = Array(String(n))
    var i = digits.count - 3
    while i > 0 {
      digits.insert(",", at: i)
      i -= 3
    }
    return String(digits)
  }

  /// Whole numbers without a fraction (`100`), others as Swift's shortest form (`0.5`).
  package static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
