/// Makes text that came from a scene, a file name or an option safe to print in one line.
///
/// Control characters (newlines, escape sequences) become visible escapes, so a hostile id
/// cannot forge a second `chainframe: error:` line or move the cursor; long text is shortened
/// in the middle so a 100 KB value does not flood the terminal or a CI log.
package enum UserText {
  /// Default longest printed length, characters.
  package static let defaultLimit = 120

  /// `text` with control characters escaped and shortened to at most `limit` characters
  /// (keeping the start and the end).
  ///
  /// - Parameters:
  ///   - text: text from a scene, a file name or an option.
  ///   - limit: the longest result, characters; at least 16. Default 120.
  package static func escaped(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
    precondition(limit >= 16, "limit must be at least 16")
    let scalars = text.unicodeScalars
    // Escape at most a bounded prefix and suffix: a 100 KB value costs no more than a short one.
    let head = limit * 2 / 3
    let tail = max(limit - head - 1, 0)
    if scalars.count <= limit * 2 {
      let out = escape(scalars)
      guard out.count > limit else { return out }
      let chars = Array(out)
      return String(chars.prefix(head)) + "…" + String(chars.suffix(tail))
    }
    let start = Array(escape(scalars.prefix(head))).prefix(head)
    let end = Array(escape(scalars.suffix(tail))).suffix(tail)
    return String(start) + "…" + String(end)
  }

  private static func escape(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var out = ""
    for scalar in scalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        let v = scalar.value
        // C0/C1 controls, DEL, line/paragraph separators and bidi overrides (which can make
        // a message read differently from what it says).
        if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029
          || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
          || v == 0x061C
        {
          out += "\\u{" + String(v, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// `'text'`, escaped and shortened: the form every message uses for user strings.
  package static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
    "'" + escaped(text, limit: limit) + "'"
  }
}
