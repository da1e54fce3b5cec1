import Foundation

/// JSON text helpers shared by dumps and reports (no Foundation encoder, so key order and
/// number formatting stay fixed).
package enum JSONText {
  /// `s` as a JSON string literal; also a valid YAML double-quoted scalar (control
  /// characters and DEL, which YAML does not allow unescaped, are `\u` escapes).
  package static func quote(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if c.value < 0x20 || c.value == 0x7F {
          out += String(format: "\\u%04x", c.value)
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out + "\""
  }
}
