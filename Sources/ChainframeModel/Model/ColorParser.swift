/// Parses colour strings written in scene files.
///
/// Accepted: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()`
/// (comma or space separated, percentages, `/ alpha`), `transparent` and the CSS named
/// colours listed in ``CSSColorNames``.
package enum ColorParser {
  /// Parses `text`, or returns `nil` when it is not a colour this parser knows.
  package static func parse(_ text: String) -> Color? {
    let s = TextSearch.trimmingWhitespace(text).lowercased()
    if s.hasPrefix("#") { return parseHex(String(s.dropFirst())) }
    if s.hasSuffix(")"), let open = s.firstIndex(of: "(") {
      return ColorFunction.parse(
        name: String(s[..<open]), arguments: String(s[s.index(after: open)..<s.index(before: s.endIndex)]))
    }
    if let hex = CSSColorNames.table[s] { return parseHex(hex) }
    return nil
  }

  private static func parseHex(_ digits: String) -> Color? {
    // ASCII digits read byte by byte; anything else (fullwidth digits count as hex digits
    // for `Character`) takes the Character path.
    var values: [Int] = []
    values.reserveCapacity(8)
    for b in digits.utf8 {
      guard let v = asciiHexValue(b) else {
        values = []
        break
      }
      values.append(v)
    }
    if values.isEmpty || values.count != digits.utf8.count {
      guard digits.allSatisfy(\.isHexDigit) else { return nil }
      values = digits.compactMap { $0.hexDigitValue }
    }
    switch values.count {
    case 3, 4:
      let channels = values.map { Double($0 * 17) / 255 }
      return Color(
        red: channels[0], green: channels[1], blue: channels[2],
        alpha: channels.count == 4 ? channels[3] : 1)
    case 6, 8:
      var channels: [Double] = []
      for i in stride(from: 0, to: values.count, by: 2) {
        channels.append(Double(values[i] * 16 + values[i + 1]) / 255)
      }
      return Color(
        red: channels[0], green: channels[1], blue: channels[2],
        alpha: channels.count == 4 ? channels[3] : 1)
    default:
      return nil
    }
  }

  private static func asciiHexValue(_ b: UInt8) -> Int? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
