import ChainframeModel
import Foundation

/// A read-only view of one value of a Lottie document, with its JSON path for reports.
struct LottieJSON {
  /// The value as ``LottieJSONReader`` produced it (or the translator rewrote it).
  let raw: Any
  /// Where the value sits, built into text only when ``path`` is read.
  let location: LottieJSONPath

  /// Where the value sits, for example `layers[3].ks.p`.
  var path: String { location.string }

  /// A view of `raw` at the path `path` (text).
  init(raw: Any, path: String) {
    self.init(raw: raw, location: .text(path))
  }

  /// A view of `raw` at `location`.
  init(raw: Any, location: LottieJSONPath) {
    self.raw = raw
    self.location = location
  }

  /// The deepest nesting of arrays and objects accepted (real files stay under 30).
  static let maxDepth = 96

  /// Parses `text`; nil when it is not a JSON object or nests deeper than ``maxDepth``.
  static func parse(_ text: String) -> LottieJSON? { (try? parseReporting(text).get()) ?? nil }

  /// Parses `text`: the document, or where it stops being JSON, or nil (no failure) when it
  /// is JSON but not an object.
  static func parseReporting(_ text: String) -> Result<LottieJSON?, LottieJSONReader.Failure> {
    LottieJSONReader.parse(text, maxDepth: maxDepth).map { raw in
      raw is [String: Any] ? LottieJSON(raw: raw, path: "") : nil
    }
  }

  /// One pass over the bytes outside strings: whether brackets nest at most ``maxDepth`` deep,
  /// and how many numbers there are (counted up to just past `numberLimit`; the pass stops at
  /// the first of the two limits).
  static func measure(_ text: String, numberLimit: Int = .max) -> (depthIsSafe: Bool, numbers: Int) {
    // Over the contiguous UTF-8 bytes: the String's own view checks its storage every byte,
    // which made this pass a millisecond of a 300 KB file's load.
    var text = text
    return text.withUTF8 { measure($0, numberLimit: numberLimit) }
  }

  /// ``measure(_:numberLimit:)`` over UTF-8 bytes.
  private static func measure(_ bytes: UnsafeBufferPointer<UInt8>, numberLimit: Int) -> (
    depthIsSafe: Bool, numbers: Int
  ) {
    var depth = 0
    var numbers = 0
    var inString = false
    var escaped = false
    var inNumber = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      // A number starts with a digit or '-' (never 'e': `true`, `false`) and goes on through
      // digits, '.', 'e', 'E' and signs.
      let starts = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      let continues =
        starts || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || byte == UInt8(ascii: "+")
      if starts && !inNumber {
        numbers += 1
        if numbers > numberLimit { return (true, numbers) }
      }
      inNumber = continues && (inNumber || starts)
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maxDepth { return (false, numbers) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return (true, numbers)
  }

  /// The member `key` of an object.
  subscript(_ key: String) -> LottieJSON? {
    // `value is NSNull` would bridge a Swift array or dictionary to an Objective-C object just
    // to ask its class (a copy of the whole value: minutes on a 5 MB path); the dynamic type
    // answers without touching the contents.
    guard let object = Self.object(raw), let value = object[key], type(of: value) != NSNull.self else {
      return nil
    }
    return LottieJSON(raw: value, location: .member(location, key))
  }

  /// The elements of an array (empty for anything else).
  var array: [LottieJSON] {
    guard let list = Self.list(raw) else { return [] }
    return list.enumerated().map { LottieJSON(raw: $0.element, location: .element(location, $0.offset)) }
  }

  /// Whether the value is an array.
  var isArray: Bool { Self.list(raw) != nil }

  /// Whether the value is an object.
  var isObject: Bool { Self.object(raw) != nil }

  /// The object's keys, sorted (never in dictionary order).
  var keys: [String] { (Self.object(raw)?.keys).map { $0.sorted() } ?? [] }

  /// A finite number (booleans count as 0/1, as players read them).
  var number: Double? { Self.finite(raw) }

  /// `value` as a finite number, if it is one.
  private static func finite(_ value: Any) -> Double? {
    guard let d = double(value) else { return nil }
    return d.isFinite ? d : nil
  }

  /// A number held in `value`, in any form the tree holds one: `Double` (read from the file),
  /// `Int` or `NSNumber` (written by the translator), `Bool` (0/1, as players read them).
  static func double(_ value: Any) -> Double? {
    // Metatypes first: a failed `as?` (an array or object asked for its number, which
    // `scalar` does all the time) walks the runtime's bridging and protocol tables.
    let type = type(of: value)
    if type == Double.self { return value as? Double }
    if type == Int.self { return (value as? Int).map(Double.init) }
    if type == Bool.self { return (value as? Bool).map { $0 ? 1 : 0 } }
    if type is NSNumber.Type { return (value as? NSNumber)?.doubleValue }
    return nil
  }

  /// `value` as an object. Metatype tests answer the common cases first: a failed `as?`
  /// (a number asked for its members) walks the runtime's bridging and protocol tables. The
  /// reader writes `[String: Any]`; the translator's rewrites may hold typed collections,
  /// which the full cast still converts.
  static func object(_ value: Any) -> [String: Any]? {
    let type = type(of: value)
    if type == [String: Any].self { return value as? [String: Any] }
    if type == Double.self || type == String.self || type == [Any].self { return nil }
    return value as? [String: Any]
  }

  /// `value` as an array (see ``object(_:)``).
  static func list(_ value: Any) -> [Any]? {
    let type = type(of: value)
    if type == [Any].self { return value as? [Any] }
    if type == Double.self || type == String.self || type == [String: Any].self { return nil }
    return value as? [Any]
  }

  /// A string.
  var string: String? { raw as? String }

  /// A number, or the first element of a numeric array (Lottie writes scalars both ways).
  var scalar: Double? { number ?? Self.list(raw)?.first.flatMap(Self.finite) }

  /// Every element as a number (a lone number is a one-element list); nil if any is not.
  /// Read straight from the array: no element gets a path (numbers never report one).
  var numbers: [Double]? {
    if let n = number { return [n] }
    guard let list = Self.list(raw) else { return nil }
    var out: [Double] = []
    out.reserveCapacity(list.count)
    for item in list {
      guard let n = Self.finite(item) else { return nil }
      out.append(n)
    }
    return out
  }

  /// The member `key`'s value itself (nil when absent or null), without the view and path
  /// ``subscript(_:)`` builds: the number, integer and boolean readers below run for most
  /// properties of every layer and shape.
  private func value(_ key: String) -> Any? {
    guard let object = Self.object(raw), let value = object[key], type(of: value) != NSNull.self else { return nil }
    return value
  }

  /// A member's number (as ``scalar`` reads it).
  func number(_ key: String) -> Double? {
    guard let value = value(key) else { return nil }
    return Self.finite(value) ?? Self.list(value)?.first.flatMap(Self.finite)
  }

  /// A member as an integer, when it is a whole number.
  func int(_ key: String) -> Int? {
    guard let n = number(key), abs(n) < 1e9 else { return nil }
    return Int(n.rounded())
  }

  /// A member's boolean (0/1 numbers count).
  func bool(_ key: String) -> Bool { value(key).flatMap(Self.double).map { $0 != 0 } ?? false }
}
