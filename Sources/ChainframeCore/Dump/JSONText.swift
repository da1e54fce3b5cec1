import Foundation

/// JSON text helpers shared by dumps and reports (no Foundation encoder, so key order and
/// number formatting stay fixed).
public enum JSONText {
  /// `s` as a JSON string literal.
  public static func quote(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if c.value < 0x20 { out += String(format: "\\u%04x", c.value) } else { out.unicodeScalars.append(c) }
      }
    }
    return out + "\""
  }
}
