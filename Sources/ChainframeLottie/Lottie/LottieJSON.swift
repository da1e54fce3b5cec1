import ChainframeModel
import Foundation

/// A read-only view of one value of a Lottie document, with its JSON path for reports.
struct LottieJSON {
  /// The document the value belongs to.
  let tree: LottieTree
  /// The value's node in ``tree``.
  let node: Int32
  /// Where the value sits, built into text only when ``path`` is read.
  let location: LottieJSONPath

  /// Where the value sits, for example `layers[3].ks.p`.
  var path: String { location.string }

  /// The value in the untyped form the rewriting passes edit (``LottieTree/any(_:)``): a
  /// copy, converted on each read.
  var raw: Any { tree.any(node) }

  /// A view of the untyped `raw` (``LottieTree/make(any:)``) at the path `path` (text).
  init(raw: Any, path: String) {
    self.init(raw: raw, location: .text(path))
  }

  /// A view of the untyped `raw` at `location`.
  init(raw: Any, location: LottieJSONPath) {
    let (tree, root) = LottieTree.make(any: raw)
    self.init(tree: tree, node: root, location: location)
  }

  /// A view of `node` of `tree` at `location`.
  init(tree: LottieTree, node: Int32, location: LottieJSONPath) {
    self.tree = tree
    self.node = node
    self.location = location
  }

  /// The deepest nesting of arrays and objects accepted (real files stay under 30).
  static let maxDepth = 96

  /// Parses `text`; nil when it is not a JSON object or nests deeper than ``maxDepth``.
  static func parse(_ text: String) -> LottieJSON? { (try? parseReporting(text).get()) ?? nil }

  /// Parses `text`: the document, or where it stops being JSON, or nil (no failure) when it
  /// is JSON but not an object.
  static func parseReporting(_ text: String) -> Result<LottieJSON?, LottieJSONReader.Failure> {
    LottieJSONReader.parse(text, maxDepth: maxDepth).map { tree, root in
      tree.kind(root) == .object ? LottieJSON(tree: tree, node: root, location: .text("")) : nil
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

  /// The member `key` of an object (nil when absent or null).
  subscript(_ key: String) -> LottieJSON? {
    guard let member = member(key) else { return nil }
    return LottieJSON(tree: tree, node: member, location: .member(location, key))
  }

  /// The elements of an array (empty for anything else).
  var array: [LottieJSON] {
    guard let range = tree.members(node, .array) else { return [] }
    return range.enumerated().map {
      LottieJSON(tree: tree, node: tree.member(at: $0.element), location: .element(location, $0.offset))
    }
  }

  /// How many elements an array has (0 for anything else), without building their views.
  var count: Int { tree.members(node, .array)?.count ?? 0 }

  /// Whether the value is an array.
  var isArray: Bool { tree.kind(node) == .array }

  /// Whether the value is an object.
  var isObject: Bool { tree.kind(node) == .object }

  /// The object's keys, sorted (never in the file's order: the translator's output must not
  /// depend on how a file orders its members).
  var keys: [String] {
    guard let range = tree.members(node, .object) else { return [] }
    return range.map(tree.key(at:)).sorted()
  }

  /// A finite number (booleans count as 0/1, as players read them).
  var number: Double? { tree.finite(node) }

  /// A number held in the untyped `value`, in any form the rewriting passes write one:
  /// `Double`, `Int` or `NSNumber`, `Bool` (0/1, as players read them).
  static func double(_ value: Any) -> Double? {
    // Metatypes first: a failed `as?` walks the runtime's bridging and protocol tables.
    let type = type(of: value)
    if type == Double.self { return value as? Double }
    if type == Int.self { return (value as? Int).map(Double.init) }
    if type == Bool.self { return (value as? Bool).map { $0 ? 1 : 0 } }
    if type is NSNumber.Type { return (value as? NSNumber)?.doubleValue }
    return nil
  }

  /// A string.
  var string: String? { tree.string(node) }

  /// A number, or the first element of a numeric array (Lottie writes scalars both ways).
  var scalar: Double? { scalar(node) }

  /// The value at `node` as ``scalar`` reads it.
  private func scalar(_ node: Int32) -> Double? {
    if let n = tree.finite(node) { return n }
    guard let range = tree.members(node, .array), let first = range.first else { return nil }
    return tree.finite(tree.member(at: first))
  }

  /// Every element as a number (a lone number is a one-element list); nil if any is not.
  /// Read straight from the array: no element gets a path (numbers never report one).
  var numbers: [Double]? {
    if let n = number { return [n] }
    guard let range = tree.members(node, .array) else { return nil }
    var out: [Double] = []
    out.reserveCapacity(range.count)
    for i in range {
      guard let n = tree.finite(tree.member(at: i)) else { return nil }
      out.append(n)
    }
    return out
  }

  /// The member `key`'s node (nil when absent or null), without the view and path
  /// ``subscript(_:)`` builds: the number, integer and boolean readers below run for most
  /// properties of every layer and shape.
  private func member(_ key: String) -> Int32? {
    guard let member = tree.member(node, key), tree.kind(member) != .null else { return nil }
    return member
  }

  /// A member's number (as ``scalar`` reads it).
  func number(_ key: String) -> Double? { member(key).flatMap(scalar) }

  /// A member as an integer, when it is a whole number.
  func int(_ key: String) -> Int? {
    guard let n = number(key), abs(n) < 1e9 else { return nil }
    return Int(n.rounded())
  }

  /// A member's boolean (0/1 numbers count).
  func bool(_ key: String) -> Bool { member(key).flatMap(tree.finite).map { $0 != 0 } ?? false }
}
