import ChainframeModel

/// The fast path for YAML scenes: a parser for the plain subset scenes are written in (block
/// mappings and sequences, flow collections, single-line plain and quoted scalars, comments)
/// that builds the ``SceneNode`` tree with the line and column libyaml gives every node.
///
/// Like ``JSONNodeParser`` it only ever *succeeds* on text the Yams path turns into exactly
/// the same tree. Anything else (anchors, aliases, tags, block scalars, multi-line scalars,
/// empty values, directives, tabs, CR, characters libyaml refuses, duplicate keys, the node
/// budget passed, any syntax error) makes it return nil and the caller runs the Yams path,
/// which decides, with its messages and locations. `FastPathEquivalenceTests` checks both
/// paths give equal trees on every example and fixture.
struct YAMLNodeParser {
  let bytes: [UInt8]
  let file: String
  let maxNodes: Int
  var i = 0
  var nodes = 0
  var depth = 0
  /// Current line (1-based) and the offset where it starts.
  var line = 1
  var lineStart = 0
  /// False when the text is pure ASCII (columns are then byte offsets).
  let hasNonASCII: Bool

  /// Why the fast path gave up (never shown: the Yams path then decides).
  typealias GiveUp = FastNodeParsing.GiveUp

  /// The tree of `text`, or nil when the Yams path must decide.
  static func parse(_ text: String, file: String, budgets: SceneBudgets) -> SceneNode? {
    let bytes = Array(text.utf8)
    guard let hasNonASCII = JSONNodeParser.checkCharacters(bytes) else { return nil }
    var parser = YAMLNodeParser(bytes: bytes, file: file, maxNodes: budgets.maxNodes, hasNonASCII: hasNonASCII)
    do throws(GiveUp) {
      return try parser.document()
    } catch {
      return nil
    }
  }

  private init(bytes: [UInt8], file: String, maxNodes: Int, hasNonASCII: Bool) {
    self.bytes = bytes
    self.file = file
    self.maxNodes = maxNodes
    self.hasNonASCII = hasNonASCII
  }

  // MARK: - Positions

  var current: UInt8 { i < bytes.count ? bytes[i] : 0 }

  func byte(at k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

  /// Blank or end of line / text after offset `k`.
  func isBlankOrEnd(_ k: Int) -> Bool {
    let b = byte(at: k)
    return b == 0x20 || b == 0x0A || b == 0
  }

  /// Column of `i`, 0-based, in Unicode scalars.
  var column: Int {
    guard hasNonASCII else { return i - lineStart }
    var n = 0
    for k in lineStart..<i where bytes[k] & 0xC0 != 0x80 { n += 1 }
    return n
  }

  var location: SourceLocation { SourceLocation(file: file, line: line, column: column + 1) }

  mutating func newline() {
    i += 1
    line += 1
    lineStart = i
  }

  /// Skips spaces on this line, then a comment (`#` after a space or at line start).
  mutating func skipSpacesAndComment() throws(GiveUp) {
    let before = i
    while current == 0x20 { i += 1 }
    if current == UInt8(ascii: "#") {
      guard i > before || i == lineStart else { throw GiveUp() }
      while i < bytes.count, bytes[i] != 0x0A { i += 1 }
    }
  }

  /// Skips to the next content: spaces, comments and line breaks.
  mutating func skipToContent() throws(GiveUp) {
    while true {
      try skipSpacesAndComment()
      guard current == 0x0A else { return }
      newline()
    }
  }

  /// True at the end of the line (after spaces and a comment).
  mutating func atLineEnd() throws(GiveUp) -> Bool {
    try skipSpacesAndComment()
    return current == 0x0A || i >= bytes.count
  }

  mutating func count() throws(GiveUp) {
    nodes += 1
    if nodes > maxNodes { throw GiveUp() }
  }

  // MARK: - Block structure

  private mutating func document() throws(GiveUp) -> SceneNode {
    try skipToContent()
    guard i < bytes.count else { throw GiveUp() }
    // Directives and document markers belong to the Yams path.
    if current == UInt8(ascii: "%") || startsDocumentMarker() { throw GiveUp() }
    let root = try blockNode(parentIndent: -1)
    try skipToContent()
    guard i >= bytes.count else { throw GiveUp() }
    return root
  }

  func startsDocumentMarker() -> Bool {
    guard i == lineStart else { return false }
    let three = (byte(at: i), byte(at: i + 1), byte(at: i + 2))
    return (three == (0x2D, 0x2D, 0x2D) || three == (0x2E, 0x2E, 0x2E))
  }

  /// A node starting at the current content on its own line(s), inside a block collection
  /// indented `parentIndent` (-1 at the top).
  mutating func blockNode(parentIndent: Int) throws(GiveUp) -> SceneNode {
    if startsDocumentMarker() { throw GiveUp() }
    let indent = column
    guard indent > parentIndent else { throw GiveUp() }
    if current == UInt8(ascii: "-") && isBlankOrEnd(i + 1) {
      return try blockSequence(indent: indent, indentless: false)
    }
    if try looksLikeKey() { return try blockMapping(indent: indent) }
    return try inlineValue(blockIndent: parentIndent)
  }

  /// True when the current line holds `key:` at `i` (a single-line key, then `:` and a blank).
  mutating func looksLikeKey() throws(GiveUp) -> Bool {
    let save = (i, line, lineStart)
    defer { (i, line, lineStart) = save }
    switch current {
    case UInt8(ascii: "\""), UInt8(ascii: "'"): _ = try quoted()
    case UInt8(ascii: "["), UInt8(ascii: "{"): return false
    default:
      guard canStartPlain() else { return false }
      _ = try plainText(flow: false, key: true)
    }
    while current == 0x20 { i += 1 }
    return current == UInt8(ascii: ":") && isBlankOrEnd(i + 1)
  }

  /// Enters a nested collection; deep nesting is the Yams path's business (no deep recursion
  /// here on hostile input).
  mutating func enter() throws(GiveUp) {
    depth += 1
    guard depth <= 512 else { throw GiveUp() }
  }

  mutating func blockMapping(indent: Int) throws(GiveUp) -> SceneNode {
    try enter()
    defer { depth -= 1 }
    try count()
    let at = location
    var entries: [SceneNode.Entry] = []
    var seen: Set<String>?
    while true {
      let keyLocation = location
      let keyStart = i
      let key: String
      switch current {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
      default:
        guard canStartPlain() else { throw GiveUp() }
        key = try plainText(flow: false, key: true)
      }
      while current == 0x20 { i += 1 }
      // libyaml forgets a simple key after 1024 characters.
      guard current == UInt8(ascii: ":"), isBlankOrEnd(i + 1), i - keyStart < 1000 else { throw GiveUp() }
      i += 1
      let value = try mappingValue(indent: indent)
      try FastNodeParsing.addUnique(key, keyLocation: keyLocation, value: value, to: &entries, seen: &seen)
      try skipToContent()
      if i >= bytes.count || column < indent { break }
      guard column == indent, !(current == UInt8(ascii: "-") && isBlankOrEnd(i + 1)) else { throw GiveUp() }
    }
    return SceneNode(kind: .mapping(entries), location: at)
  }

  /// The value after `key:` of a mapping indented `indent`.
  mutating func mappingValue(indent: Int) throws(GiveUp) -> SceneNode {
    if try atLineEnd() {
      try skipToContent()
      guard i < bytes.count else { throw GiveUp() }  // an empty value: null
      if column == indent && current == UInt8(ascii: "-") && isBlankOrEnd(i + 1) {
        return try blockSequence(indent: indent, indentless: true)
      }
      guard column > indent else { throw GiveUp() }  // an empty value: null
      return try blockNode(parentIndent: indent)
    }
    return try inlineValue(blockIndent: indent)
  }

  mutating func blockSequence(indent: Int, indentless: Bool) throws(GiveUp) -> SceneNode {
    try enter()
    defer { depth -= 1 }
    try count()
    let at = location
    var items: [SceneNode] = []
    while true {
      i += 1  // the '-'
      if try atLineEnd() {
        try skipToContent()
        guard i < bytes.count, column > indent else { throw GiveUp() }  // an empty entry: null
        items.append(try blockNode(parentIndent: indent))
      } else {
        // `- key: value` opens a mapping at the key's column; `- - x` is left to Yams.
        if current == UInt8(ascii: "-") && isBlankOrEnd(i + 1) { throw GiveUp() }
        if try looksLikeKey() {
          items.append(try blockMapping(indent: column))
        } else {
          items.append(try inlineValue(blockIndent: indent))
        }
      }
      try skipToContent()
      if i >= bytes.count || column < indent { break }
      guard column == indent else { throw GiveUp() }
      guard current == UInt8(ascii: "-") && isBlankOrEnd(i + 1) else {
        if indentless { break }  // the enclosing mapping's next key
        throw GiveUp()
      }
    }
    return SceneNode(kind: .sequence(items), location: at)
  }

  /// A value written on the current line after `key:` or `- ` (or alone): a flow collection or
  /// a scalar, inside block collections indented `blockIndent`.
  mutating func inlineValue(blockIndent: Int) throws(GiveUp) -> SceneNode {
    switch current {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      let node = try flowNode(blockIndent: blockIndent)
      guard try atLineEnd() else { throw GiveUp() }
      return node
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      try count()
      let at = location
      let text = try quoted()
      guard try atLineEnd() else { throw GiveUp() }
      return SceneNode(kind: .scalar(text, isQuoted: true), location: at)
    default:
      guard canStartPlain() else { throw GiveUp() }
      try count()
      let at = location
      let text = try plainText(flow: false, key: false)
      guard try atLineEnd() else { throw GiveUp() }
      try checkPlainEnds(blockIndent: blockIndent)
      return SceneNode(kind: .scalar(text, isQuoted: false), location: at)
    }
  }

  /// After a plain scalar ended at a line end: libyaml would continue it onto the next content
  /// line if that is indented past `blockIndent` and not a comment.
  mutating func checkPlainEnds(blockIndent: Int) throws(GiveUp) {
    var k = i
    while k < bytes.count {
      guard bytes[k] == 0x0A else { return }
      k += 1
      var col = 0
      while k < bytes.count, bytes[k] == 0x20 {
        k += 1
        col += 1
      }
      if k >= bytes.count || bytes[k] == 0x0A { continue }
      if col > blockIndent && bytes[k] != UInt8(ascii: "#") { throw GiveUp() }
      return
    }
  }

}
