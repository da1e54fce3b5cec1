/// `%XX` and `+` decoding of query items, in one pass; malformed escapes stay as written and
/// invalid UTF-8 becomes U+FFFD.
enum PercentDecoding {
  /// The decoded text of one query name or value.
  static func decode(_ text: Substring) -> String {
    let utf8 = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var i = 0
    while i < utf8.count {
      let byte = utf8[i]
      if byte == UInt8(ascii: "%"), i + 2 < utf8.count, let hi = hex(utf8[i + 1]), let lo = hex(utf8[i + 2]) {
        out.append(hi << 4 | lo)
        i += 3
      } else {
        out.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
