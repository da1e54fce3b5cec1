/// Standard and URL-safe base64 decoding in pure Swift (RFC 4648), for embedded images.
///
/// ASCII whitespace is skipped (wrapped lines); `=` padding is optional but, if present, ends
/// the data.
enum Base64 {
  /// The bytes `text` encodes; throws ``EmbeddedImageError/badBase64(offset:)`` at the first
  /// character that cannot be part of valid base64.
  static func decode(_ text: Substring.UTF8View) throws(EmbeddedImageError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3 + 3)
    var accumulator: UInt32 = 0
    var count = 0
    var padding = 0
    for (offset, c) in text.enumerated() {
      let value: UInt32
      switch c {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(c - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(c - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(c - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
      case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
      case UInt8(ascii: "="):
        // Padding only after 2 or 3 characters of a group, at most to the group's end.
        guard count >= 2, count + padding < 4 else { throw .badBase64(offset: offset) }
        padding += 1
        continue
      default: throw .badBase64(offset: offset)
      }
      guard padding == 0 else { throw .badBase64(offset: offset) }
      accumulator = accumulator << 6 | value
      count += 1
      if count == 4 {
        out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
        out.append(UInt8(truncatingIfNeeded: accumulator >> 8))
        out.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator = 0
        count = 0
      }
    }
    switch count {
    case 0: break
    case 2: out.append(UInt8(truncatingIfNeeded: accumulator >> 4))
    case 3:
      out.append(UInt8(truncatingIfNeeded: accumulator >> 10))
      out.append(UInt8(truncatingIfNeeded: accumulator >> 2))
    default: throw .badBase64(offset: text.count)
    }
    return out
  }
}
