import ChainframeModel

/// Escapes text for XML element content and attribute values.
package enum XMLText {
  /// `&`, `<`, `>`, `"` and `'` as entities; control characters (which XML 1.0 does not
  /// allow) become spaces.
  package static func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7f ? " " : scalar)
      }
    }
    return out
  }
}
