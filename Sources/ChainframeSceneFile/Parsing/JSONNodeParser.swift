import ChainframeModel

/// The fast path for `.json` scenes: builds the ``SceneNode`` tree straight from the bytes,
/// with the line and column Yams would give every node, without going through libyaml.
///
/// It only ever *succeeds* on input the YAML path turns into exactly the same tree: anything
/// it does not handle the same way (a syntax error, duplicate keys, the node budget passed,
/// characters libyaml refuses or counts as line breaks, tabs outside the top-level value, a
/// key split from its colon by a line break or longer than libyaml's simple-key limit) makes
/// it return nil, and the caller runs the YAML path, which reports the problem exactly as
/// before. `FastPathEquivalenceTests` checks both paths give equal trees.
struct JSONNodeParser {
  private let bytes: [UInt8]
  private let file: String
  private let maxNodes: Int
  private var i = 0
  private var depth = 0
  private var nodes = 0
  /// Current line (1-based), the offset where it starts, and continuation bytes seen on it
  /// (columns count Unicode scalars, as libyaml does).
  private var line = 1
  private var lineStart = 0
  private var continuations = 0

  /// Why the fast path gave up (never shown: the YAML path then reports the problem).
  typealias GiveUp = FastNodeParsing.GiveUp

  /// The tree of `text`, or nil when the YAML path must decide.
  static func parse(_ text: String, file: String, budgets: SceneBudgets) -> SceneNode? {
    var parser = JSONNodeParser(bytes: Array(text.utf8), file: file, maxNodes: budgets.maxNodes)
    do throws(GiveUp) {
      return try parser.document()
    } catch {
      return nil
    }
  }

  private init(bytes: [UInt8], file: String, maxNodes: Int) {
    self.bytes = bytes
    self.file = file
    self.maxNodes = maxNodes
  }

  private mutating func document() throws(GiveUp) -> SceneNode {
    // Leading and trailing whitespace: spaces and line feeds only (libyaml refuses some tabs
    // outside flow collections and treats CR differently in places).
    skipSpace(allowTabs: false)
    guard let c = current, c == UInt8(ascii: "{") || c == UInt8(ascii: "[") else { throw GiveUp() }
    let root = try value()
    skipSpace(allowTabs: false)
    guard i == bytes.count else { throw GiveUp() }
    return root
  }

  private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

  private var location: SourceLocation {
    SourceLocation(file: file, line: line, column: i - lineStart - continuations + 1)
  }

  private mutating func skipSpace(allowTabs: Bool = true) {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20: i += 1
      case 0x09 where allowTabs: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
        continuations = 0
      case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A: i += 1
      default: return
      }
    }
  }

  private mutating func count() throws(GiveUp) {
    nodes += 1
    if nodes > maxNodes { throw GiveUp() }
  }

  private mutating func value() throws(GiveUp) -> SceneNode {
    guard let c = current else { throw GiveUp() }
    switch c {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""):
      try count()
      let at = location
      return SceneNode(kind: .scalar(try string(), isQuoted: true), location: at)
    default:
      try count()
      let at = location
      return SceneNode(kind: .scalar(try plain(), isQuoted: false), location: at)
    }
  }

  private mutating func object() throws(GiveUp) -> SceneNode {
    try count()
    let at = location
    depth += 1
    defer { depth -= 1 }
    guard depth <= 512 else { throw GiveUp() }
    i += 1
    skipSpace()
    var entries: [SceneNode.Entry] = []
    if current == UInt8(ascii: "}") {
      i += 1
      return SceneNode(kind: .mapping(entries), location: at)
    }
    var seen: Set<String>?
    while true {
      guard current == UInt8(ascii: "\"") else { throw GiveUp() }
      let keyLine = line
      let keyStart = i
      let keyLocation = location
      let key = try string()
      skipSpace()
      // libyaml forgets a simple key across a line break or after 1024 characters.
      guard current == UInt8(ascii: ":"), line == keyLine, i - keyStart < 1000 else { throw GiveUp() }
      i += 1
      skipSpace()
      let value = try value()
      try FastNodeParsing.addUnique(key, keyLocation: keyLocation, value: value, to: &entries, seen: &seen)
      skipSpace()
      if current == UInt8(ascii: ",") {
        i += 1
        skipSpace()
        continue
      }
      guard current == UInt8(ascii: "}") else { throw GiveUp() }
      i += 1
      return SceneNode(kind: .mapping(entries), location: at)
    }
  }

  private mutating func array() throws(GiveUp) -> SceneNode {
    try count()
    let at = location
    depth += 1
    defer { depth -= 1 }
    guard depth <= 512 else { throw GiveUp() }
    i += 1
    skipSpace()
    var items: [SceneNode] = []
    if current == UInt8(ascii: "]") {
      i += 1
      return SceneNode(kind: .sequence(items), location: at)
    }
    while true {
      items.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        i += 1
        skipSpace()
        continue
      }
      guard current == UInt8(ascii: "]") else { throw GiveUp() }
      i += 1
      return SceneNode(kind: .sequence(items), location: at)
    }
  }

  /// `true`, `false`, `null` or a number, as written.
  private mutating func plain() throws(GiveUp) -> String {
    let start = i
    switch bytes[i] {
    case UInt8(ascii: "t"): return try word("true")
    case UInt8(ascii: "f"): return try word("false")
    case UInt8(ascii: "n"): return try word("null")
    default: break
    }
    if current == UInt8(ascii: "-") { i += 1 }
    func digits() -> Int {
      var n = 0
      while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
        i += 1
        n += 1
      }
      return n
    }
    guard digits() > 0 else { throw GiveUp() }
    if current == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw GiveUp() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      i += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { throw GiveUp() }
    }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }

  private mutating func word(_ word: StaticString) throws(GiveUp) -> String {
    let count = word.utf8CodeUnitCount
    guard i + count <= bytes.count else { throw GiveUp() }
    for k in 0..<count where bytes[i + k] != word.utf8Start[k] { throw GiveUp() }
    i += count
    return word.description
  }

  /// A double-quoted string at `i`, unescaped.
  private mutating func string() throws(GiveUp) -> String {
    i += 1
    let start = i
    var runStart = i
    var escaped = false
    var out: [UInt8] = []
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        let text: String
        if escaped {
          out.append(contentsOf: bytes[runStart..<i])
          text = String(decoding: out, as: UTF8.self)
        } else {
          text = String(decoding: bytes[start..<i], as: UTF8.self)
        }
        i += 1
        return text
      }
      if c == UInt8(ascii: "\\") {
        escaped = true
        out.append(contentsOf: bytes[runStart..<i])
        i += 1
        try escape(into: &out)
        runStart = i
        continue
      }
      try plainByte(c)
      i += 1
    }
    throw GiveUp()
  }

  /// Decodes the escape after a backslash (at `i`) into `out`.
  private mutating func escape(into out: inout [UInt8]) throws(GiveUp) {
    guard let e = current else { throw GiveUp() }
    i += 1
    switch e {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xDC00...0xDFFF).contains(scalar) { throw GiveUp() }
      if (0xD800...0xDBFF).contains(scalar) {
        guard current == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
          throw GiveUp()
        }
        i += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw GiveUp() }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw GiveUp() }
      out.append(contentsOf: String(Character(unicode)).utf8)
    default: throw GiveUp()
    }
  }

  /// Checks one unescaped byte of a string at `i`: control characters, and the characters
  /// libyaml refuses (not printable) or reads as line breaks (NEL, LS, PS), end the fast path.
  private mutating func plainByte(_ c: UInt8) throws(GiveUp) {
    if c < 0x20 || c == 0x7F { throw GiveUp() }
    guard c >= 0x80 else { return }
    if c < 0xC0 {
      continuations += 1
      return
    }
    // A lead byte: the scalar it starts must be one libyaml reads as ordinary text.
    guard Self.scalarLength(bytes, at: i) != nil else { throw GiveUp() }
  }

  private mutating func hex4() throws(GiveUp) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current, let digit = StrictJSON.hexValue(c) else { throw GiveUp() }
      value = value * 16 + digit
      i += 1
    }
    return value
  }

  /// Checks every character of a YAML fast-path text: nil when one is a control character
  /// (tab and CR included), DEL, or a character libyaml refuses or reads as a line break;
  /// otherwise whether any is outside ASCII.
  static func checkCharacters(_ bytes: [UInt8]) -> Bool? {
    var nonASCII = false
    var k = 0
    while k < bytes.count {
      let c = bytes[k]
      if c < 0x80 {
        if (c < 0x20 && c != 0x0A) || c == 0x7F { return nil }
        k += 1
        continue
      }
      nonASCII = true
      guard let length = scalarLength(bytes, at: k) else { return nil }
      k += length
    }
    return nonASCII
  }

  /// The length of the UTF-8 scalar at `k` when libyaml takes it as an ordinary printable
  /// character (not NEL, LS, PS or a BOM); nil otherwise.
  static func scalarLength(_ bytes: [UInt8], at k: Int) -> Int? {
    let c = bytes[k]
    var scalar = UInt32(c)
    var length = 1
    if c >= 0xF0 {
      scalar &= 0x07
      length = 4
    } else if c >= 0xE0 {
      scalar &= 0x0F
      length = 3
    } else if c >= 0xC0 {
      scalar &= 0x1F
      length = 2
    } else {
      return nil
    }
    guard k + length <= bytes.count else { return nil }
    for j in 1..<length { scalar = scalar << 6 | UInt32(bytes[k + j] & 0x3F) }
    let printable =
      (scalar >= 0xA0 && scalar <= 0xD7FF) || (scalar >= 0xE000 && scalar <= 0xFFFD && scalar != 0xFEFF)
      || (scalar >= 0x10000 && scalar <= 0x10FFFF)
    return printable && scalar != 0x2028 && scalar != 0x2029 ? length : nil
  }
}
