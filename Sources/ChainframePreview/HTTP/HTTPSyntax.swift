/// The byte classes of HTTP/1.1's grammar (RFC 9110 §5.6.2, RFC 9112 §3).
enum HTTPSyntax {
  /// A `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E:
      true  // ! # $ % & ' * + - . ^ _ ` | ~
    default:
      false
    }
  }

  /// A byte of an origin-form target: visible ASCII.
  static func isTargetByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }

  /// A byte of a field value: visible ASCII, space, tab, or any byte from 0x80 (obs-text).
  static func isFieldValueByte(_ byte: UInt8) -> Bool {
    byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
  }

  /// A space or a horizontal tab.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }

  /// An ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
