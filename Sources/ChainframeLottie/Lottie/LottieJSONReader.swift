import ChainframeModel
import ChainframeSceneFile
import Foundation

/// Reads JSON text into the flat tree ``LottieJSON`` walks (``LottieTree``).
///
/// Why not `JSONSerialization`: it builds its own tree first and then converts every value,
/// boxing each number in an `NSNumber` object; on Lottie files (mostly numbers) that was a
/// third of loading. Here numbers go straight into one `[Double]` of the tree.
///
/// RFC 8259, as `JSON.parse` (what lottie-web loads with) reads it: no comments, no leading
/// zeros, no raw control characters in strings; trailing commas are accepted, as Foundation's
/// reader accepted them (files that loaded before still load). A lone surrogate escape
/// becomes U+FFFD. A repeated key keeps its last value, as in `JSON.parse`. Nesting deeper
/// than `maxDepth` is refused (the reader recurses). A leading byte order mark is skipped.
struct LottieJSONReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private var storage: LottieTreeStorage
  private var at = 0
  private var depth = 0
  private var tooDeep = false

  private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    self.storage = LottieTreeStorage(expectedBytes: bytes.count)
  }

  /// Where and why a text is not JSON.
  struct Failure: Error, Equatable {
    /// Byte offset (UTF-8) where reading stopped.
    var offset: Int
    /// What was found there, for example `'}'` or `the end of the text`.
    var found: String

  }

  /// The value `text` holds in the untyped form (``LottieTree/any(_:)``), or nil when it is
  /// not JSON (or nests deeper than `maxDepth`).
  static func read(_ text: String, maxDepth: Int) -> Any? {
    guard let (tree, root) = try? parse(text, maxDepth: maxDepth).get() else { return nil }
    return tree.any(root)
  }

  /// The tree of the value `text` holds and its root node, or where reading stopped.
  static func parse(_ text: String, maxDepth: Int) -> Result<(LottieTree, Int32), Failure> {
    var text = text
    return text.withUTF8 { buffer in
      // Node indices are 32-bit: every value takes at least one byte of text.
      guard buffer.count < Int32.max else {
        return .failure(Failure(offset: 0, found: "a text over 2 GB"))
      }
      var reader = LottieJSONReader(bytes: buffer, maxDepth: maxDepth)
      // A byte order mark: browsers drop it before lottie-web sees the text (and
      // Foundation's reader skipped it), so a file saved with one plays.
      if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { reader.at = 3 }
      if let root = reader.value() {
        reader.skipSpace()
        if reader.at == buffer.count { return .success((LottieTree(storage: reader.storage), root)) }
      }
      // Every refusal returns at once, so `at` is where reading stopped.
      return .failure(Failure(offset: reader.at, found: reader.describeHere()))
    }
  }

  /// The text at the current position, for a message.
  private func describeHere() -> String {
    guard at < bytes.count else { return "the end of the text" }
    if tooDeep { return "nesting deeper than \(maxDepth) levels" }
    let b = bytes[at]
    if b < 0x20 { return String(format: "a control character (0x%02X)", b) }
    if b >= 0x80 { return "a non-ASCII character" }
    return "'\(Character(Unicode.Scalar(b)))'"
  }

  private mutating func skipSpace() {
    while at < bytes.count {
      switch bytes[at] {
      case 0x20, 0x0A, 0x0D, 0x09: at += 1
      default: return
      }
    }
  }

  private mutating func value() -> Int32? {
    skipSpace()
    guard at < bytes.count else { return nil }
    switch bytes[at] {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string().map { storage.append(string: $0) }
    case UInt8(ascii: "t"): return literal("true") ? storage.append(bool: true) : nil
    case UInt8(ascii: "f"): return literal("false") ? storage.append(bool: false) : nil
    case UInt8(ascii: "n"): return literal("null") ? storage.appendNull() : nil
    default: return number().map { storage.append(number: $0) }
    }
  }

  /// Whether `word` is next (stepping over it).
  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard at + count <= bytes.count else { return false }
    for i in 0..<count where bytes[at + i] != word.utf8Start[i] { return false }
    at += count
    return true
  }

  private mutating func object() -> Int32? {
    defer { depth -= 1 }
    guard enter() else { return nil }
    let mark = storage.open()
    // Key → member position once the object outgrows a scan (only hostile files get there).
    var seen: [String: Int]?
    skipSpace()
    if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
      at += 1
      return storage.close(.object, mark: mark)
    }
    while true {
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = key() else { return nil }
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
      at += 1
      guard let member = value() else { return nil }
      storage.addMember(member, word: key.word, longText: key.longText, mark: mark, seen: &seen)
      guard let ended = next(closing: UInt8(ascii: "}")) else { return nil }
      if ended { return storage.close(.object, mark: mark, seen: seen) }
    }
  }

  private mutating func array() -> Int32? {
    defer { depth -= 1 }
    guard enter() else { return nil }
    let mark = storage.open()
    skipSpace()
    if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
      at += 1
      return storage.close(.array, mark: mark)
    }
    while true {
      guard let element = value() else { return nil }
      storage.addElement(element)
      guard let ended = next(closing: UInt8(ascii: "]")) else { return nil }
      if ended { return storage.close(.array, mark: mark) }
    }
  }

  /// Steps into an object or array at its opening bracket: false past `maxDepth` (the caller
  /// steps out either way).
  private mutating func enter() -> Bool {
    depth += 1
    guard depth <= maxDepth else {
      tooDeep = true
      return false
    }
    at += 1
    return true
  }

  /// After a member or element: true when `closing` ends the container (also after a trailing
  /// comma, as Foundation's reader accepted it; JSON.parse does not), false when a comma
  /// leads to another, nil for anything else.
  private mutating func next(closing: UInt8) -> Bool? {
    skipSpace()
    guard at < bytes.count else { return nil }
    if bytes[at] == UInt8(ascii: ",") {
      at += 1
      skipSpace()
      guard at < bytes.count, bytes[at] == closing else { return false }
      at += 1
      return true
    }
    guard bytes[at] == closing else { return nil }
    at += 1
    return true
  }

  private mutating func number() -> Double? {
    let start = at
    let negative = at < bytes.count && bytes[at] == UInt8(ascii: "-")
    if negative { at += 1 }
    // Whole part: 0, or a digit 1–9 and more digits.
    let wholeStart = at
    guard digits() > 0 else { return nil }
    if bytes[wholeStart] == UInt8(ascii: "0"), at - wholeStart > 1 { return nil }
    let wholeEnd = at
    var fractionEnd = at
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      guard digits() > 0 else { return nil }
      fractionEnd = at
    }
    var exponent = false
    if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
      at += 1
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { return nil }
      exponent = true
    }
    let fraction = fractionEnd > wholeEnd ? fractionEnd - wholeEnd - 1 : 0
    if !exponent, wholeEnd - wholeStart + fraction <= ExactDecimal.maxDigits {
      var mantissa: UInt64 = 0
      for i in wholeStart..<fractionEnd where i != wholeEnd {
        mantissa = mantissa * 10 + UInt64(bytes[i] &- UInt8(ascii: "0"))
      }
      // `-0` reads as 0, as Foundation read it: no "-0" in the translated scene.
      if let value = ExactDecimal.value(
        mantissa: mantissa, fractionDigits: fraction, negative: negative && (mantissa != 0 || fraction > 0))
      {
        return value
      }
    }
    // Correctly rounded, as JSON.parse reads it.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
    return Double(text)
  }

  /// Skips ASCII digits; how many.
  private mutating func digits() -> Int {
    let start = at
    while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
    return at - start
  }

  /// An object key at its opening quote: packed (``LottieKeyWord``) straight from the bytes
  /// when short and free of escapes (most Lottie keys: no string is made), else read as a
  /// string, with its text when it is long.
  private mutating func key() -> (word: UInt64, longText: String?)? {
    let start = at + 1
    var end = start
    while end < bytes.count, end - start <= LottieKeyWord.maxBytes {
      let b = bytes[end]
      if b == UInt8(ascii: "\"") {
        at = end + 1
        return (LottieKeyWord.word(bytes[start..<end]), nil)
      }
      if b == UInt8(ascii: "\\") || b < 0x20 { break }
      end += 1
    }
    guard let text = string() else { return nil }
    let word = LottieKeyWord.word(text)
    return (word, word == LottieKeyWord.long ? text : nil)
  }

  private mutating func string() -> String? {
    at += 1
    let start = at
    // Fast path: no escapes.
    while at < bytes.count {
      let b = bytes[at]
      if b == UInt8(ascii: "\"") {
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        at += 1
        return s
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { return nil }
      at += 1
    }
    guard at < bytes.count else { return nil }
    var out = Array(bytes[start..<at])
    while at < bytes.count {
      let b = bytes[at]
      if b == UInt8(ascii: "\"") {
        at += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { return nil }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        at += 1
        continue
      }
      at += 1
      guard at < bytes.count else { return nil }
      let e = bytes[at]
      at += 1
      if let byte = StrictJSON.simpleEscape(e) {
        out.append(byte)
        continue
      }
      guard e == UInt8(ascii: "u") else { return nil }
      guard var unit = hex4() else { return nil }
      var scalar = Unicode.Scalar(unit)
      if (0xD800..<0xDC00).contains(unit), at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
        bytes[at + 1] == UInt8(ascii: "u")
      {
        let mark = at
        at += 2
        guard let low = hex4() else { return nil }
        if (0xDC00..<0xE000).contains(low) {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          scalar = Unicode.Scalar(unit)
        } else {
          at = mark
        }
      }
      out.append(contentsOf: String(Character(scalar ?? "\u{FFFD}")).utf8)
    }
    return nil
  }

  /// Four hex digits, as a number.
  private mutating func hex4() -> UInt32? {
    guard at + 4 <= bytes.count else { return nil }
    var n: UInt32 = 0
    for _ in 0..<4 {
      guard let d = StrictJSON.hexValue(bytes[at]) else { return nil }
      n = n << 4 | d
      at += 1
    }
    return n
  }

}
