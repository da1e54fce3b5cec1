/// Short decimal text for a number of seconds in messages (no Foundation formatting).
enum NumberText {
  /// `10`, `0.25`: whole numbers without a fraction, others with up to three decimals.
  static func short(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let millis = (value * 1000).rounded()
    guard abs(millis) < 1e15 else { return "\(value)" }
    let whole = Int(millis) / 1000
    let frac = abs(Int(millis) % 1000)
    if frac == 0 { return "\(whole)" }
    var digits = String(frac)
    while digits.count < 3 { digits = "0" + digits }
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
