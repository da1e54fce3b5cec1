/// JSON scenes are parsed by the YAML parser (for line and column in every message), but
/// YAML accepts more than JSON (trailing commas, unquoted keys, comments, NaN). A `.json`
/// file must be JSON (RFC 8259), so generators that emit broken JSON hear about it, at the
/// exact line and column.
struct StrictJSON {
  private let bytes: [UInt8]
  private var i = 0
  private let file: String
  private var depth = 0

  struct Failure: Error {
    let offset: Int
    let message: String
  }

  static func check(_ text: String, file: String) throws(SceneFileError) {
    var parser = StrictJSON(bytes: Array(text.utf8), file: file)
    do throws(Failure) {
      parser.skipSpace()
      try parser.value()
      parser.skipSpace()
      if parser.i < parser.bytes.count { throw Failure(offset: parser.i, message: "unexpected text after the top-level value") }
    } catch {
      let failure = error
      throw .syntax(
        SceneDiagnostic(
          location: parser.location(of: failure.offset), keyPath: "", message: "not valid JSON: \(failure.message)",
          hint: "JSON needs double-quoted keys and strings, no trailing commas, comments, NaN or Infinity; or save the scene as .yaml"))
    }
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  private func location(of offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    var k = 0
    while k < min(offset, bytes.count) {
      if bytes[k] == 0x0A {
        line += 1
        column = 1
      } else if bytes[k] & 0xC0 != 0x80 {
        column += 1
      }
      k += 1
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
        guard current == UInt8(ascii: "\"") else { throw Failure(offset: i, message: "expected a key in double quotes") }
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
        if current == close { throw Failure(offset: i, message: "trailing comma before '\(Character(Unicode.Scalar(close)))'") }
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
        guard let e = current, "\"\\/bfnrtu".utf8.contains(e) else { throw Failure(offset: i, message: "bad escape in a string") }
        i += 1
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
