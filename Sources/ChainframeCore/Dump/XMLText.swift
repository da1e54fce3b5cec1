/// Escapes text for XML element content and attribute values.
public enum XMLText {
  /// `&`, `<`, `>`, `"` and `'` as entities.
  public static func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(ch)
      }
    }
    return out
  }
}
