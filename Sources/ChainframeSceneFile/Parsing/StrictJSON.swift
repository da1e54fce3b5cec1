import ChainframeModel

/// JSON scenes are parsed by the YAML parser (for line and column in every message), but
/// YAML accepts more than JSON (trailing commas, unquoted keys, comments, NaN). A `.json`
/// file must be JSON (RFC 8259), so generators that emit broken JSON hear about it, at the
/// exact line and column.
package struct StrictJSON {
  private let bytes: [UInt8]
  private var i = 0
  private let file: String
  private var depth = 0
  /// Surrogate pairs to rewrite for the YAML parser, which refuses `\uD83D\uDE00`: byte
  /// range of the pair and its `\UXXXXXXXX` form.
  private var rewrites: [(range: Range<Int>, text: String)] = []

  struct Failure: Error {
    let offset: Int
    let message: String
  }

  /// Checks `text` and returns it ready for the YAML parser: valid surrogate-pair escapes
  /// (`"\ud83d\ude00"`) become the equivalent `\U0001F600` escape, which it accepts; lone
  /// surrogates are refused with their location.
  static func check(_ text: String, file: String) throws(SceneFileError) -> String {
    var parser = StrictJSON(bytes: Array(text.utf8), file: file)
    do throws(Failure) {
      parser.skipSpace()
      try parser.value()
      parser.skipSpace()
      if parser.i < parser.bytes.count {
        throw Failure(offset: parser.i, message: "unexpected text after the top-level value")
      }
    } catch {
      let failure = error
      throw .syntax(
        SceneDiagnostic(
          location: parser.location(of: failure.offset), keyPath: "", message: "not valid JSON: \(failure.message)",
          hint:
            "JSON needs double-quoted keys and strings, no trailing commas, comments, NaN or Infinity; or save the scene as .yaml"
        ))
    }
    guard !parser.rewrites.isEmpty else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(parser.bytes.count)
    var k = 0
    for rewrite in parser.rewrites {
      out.append(contentsOf: parser.bytes[k..<rewrite.range.lowerBound])
      out.append(contentsOf: rewrite.text.utf8)
      k = rewrite.range.upperBound
    }
    out.append(contentsOf: parser.bytes[k...])
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads the 4 hex digits of a `\u` escape whose `u` is at `i - 1`; returns the code unit.
  private mutating func hexEscape() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current, let digit = Self.hexValue(c) else {
        throw Failure(offset: i, message: "a \\u escape needs 4 hex digits")
      }
      value = value * 16 + digit
      i += 1
    }
    return value
  }

  /// The byte a one-letter JSON escape stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`,
  /// `\t`: `letter` is the byte after the backslash), or nil (`u` and anything else).
  package static func simpleEscape(_ letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return letter
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    default: return nil
    }
  }

  /// The value of a hex digit, or nil (also used by the fast node parsers' `\u` escapes).
  package static func hexValue(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  private func location(of offset: Int) -> SourceLocation { Self.location(of: offset, in: bytes, file: file) }

  /// The line and column (1-based, in characters) of byte `offset` of the UTF-8 `bytes`.
  package static func location<Bytes: Collection<UInt8>>(of offset: Int, in bytes: Bytes, file: String)
    -> SourceLocation
  {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  private mutating func skipSpace() {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
  }

  private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

  private mutating func value() throws(Failure) {
    guard let c = current else { throw Failure(offset: i, message: "the text ends where a value should be") }
    switch c {
    case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), isObject: true)
    case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), isObject: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default:
      for word in ["true", "false", "null"] where bytes[i...].starts(with: word.utf8) {
        i += word.utf8.count
        return
      }
      throw Failure(offset: i, message: "expected a value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func container(close: UInt8, isObject: Bool) throws(Failure) {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 512 else { throw Failure(offset: i, message: "nested more than 512 levels deep") }
    i += 1
    skipSpace()
    if current == close {
      i += 1
      return
    }
    while true {
      if isObject {
        guard current == UInt8(ascii: "\"") else {
          throw Failure(offset: i, message: "expected a key in double quotes")
        }
        try string()
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw Failure(offset: i, message: "expected ':' after the key") }
        i += 1
        skipSpace()
      }
      try value()
      skipSpace()
      if current == UInt8(ascii: ",") {
        i += 1
        skipSpace()
        if current == close {
          throw Failure(offset: i, message: "trailing comma before '\(Character(Unicode.Scalar(close)))'")
        }
        continue
      }
      if current == close {
        i += 1
        return
      }
      throw Failure(offset: i, message: "expected ',' or '\(Character(Unicode.Scalar(close)))'")
    }
  }

  private mutating func string() throws(Failure) {
    let start = i
    i += 1
    while let c = current {
      i += 1
      if c == UInt8(ascii: "\"") { return }
      if c == UInt8(ascii: "\\") {
        guard let e = current, "\"\\/bfnrtu".utf8.contains(e) else {
          throw Failure(offset: i, message: "bad escape in a string")
        }
        i += 1
        if e == UInt8(ascii: "u") {
          let escapeStart = i - 2
          let unit = try hexEscape()
          if (0xDC00...0xDFFF).contains(unit) {
            throw Failure(
              offset: escapeStart,
              message: "lone low surrogate \\u\(String(unit, radix: 16)) (it must follow a \\ud800-\\udbff escape)")
          }
          if (0xD800...0xDBFF).contains(unit) {
            guard current == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
              throw Failure(
                offset: escapeStart,
                message:
                  "lone high surrogate \\u\(String(unit, radix: 16)) (it must be followed by a \\udc00-\\udfff escape)")
            }
            i += 2
            let low = try hexEscape()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw Failure(
                offset: escapeStart,
                message:
                  "lone high surrogate \\u\(String(unit, radix: 16)) (it must be followed by a \\udc00-\\udfff escape)")
            }
            let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            let hex = String(scalar, radix: 16, uppercase: true)
            rewrites.append((escapeStart..<i, "\\U" + String(repeating: "0", count: 8 - hex.count) + hex))
          }
        }
      } else if c < 0x20 {
        throw Failure(offset: i - 1, message: "control character inside a string (write \\n for a line break)")
      }
    }
    throw Failure(offset: start, message: "string never closed")
  }

  private mutating func number() throws(Failure) {
    let start = i
    if current == UInt8(ascii: "-") { i += 1 }
    func digits() -> Int {
      var n = 0
      while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        i += 1
        n += 1
      }
      return n
    }
    guard digits() > 0 else { throw Failure(offset: start, message: "malformed number") }
    if current == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw Failure(offset: start, message: "malformed number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      i += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { throw Failure(offset: start, message: "malformed number") }
    }
  }
}
