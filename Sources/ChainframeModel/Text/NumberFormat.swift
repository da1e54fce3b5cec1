/// Formats numbers for dumps so the same value always prints the same way.
package enum NumberFormat {
  /// Whole numbers without a fraction (`100`), others as Swift's shortest round-trip form
  /// (`0.1`, `1e-05`), `-0` as `0`; non-finite values as `null` (JSON has no NaN).
  package static func json(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
  }
}
