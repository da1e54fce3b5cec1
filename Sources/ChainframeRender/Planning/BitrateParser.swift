import Foundation

/// Parses bitrates such as `5M`, `800k` or `1500000` (bits per second).
package enum BitrateParser {
  /// The bitrate `text` names, or nil when it is not a positive number with an optional k/M.
  package static func parse(_ text: String) -> Int? {
    let t = text.trimmingCharacters(in: .whitespaces).lowercased()
    let multiplier: Double = t.hasSuffix("m") ? 1_000_000 : t.hasSuffix("k") ? 1000 : 1
    let digits = t.hasSuffix("m") || t.hasSuffix("k") ? String(t.dropLast()) : t
    guard let v = Double(digits), v > 0, v.isFinite, v * multiplier < 1e12 else { return nil }
    return Int(v * multiplier)
  }
}
