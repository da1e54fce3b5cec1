import ChainframeModel

/// Flow collections and scalars of the YAML fast path.
extension YAMLNodeParser {
  /// A `[...]` or `{...}` collection at `i`, inside block collections indented `blockIndent`.
  mutating func flowNode(blockIndent: Int) throws(GiveUp) -> SceneNode {
    try enter()
    defer { depth -= 1 }
    try count()
    let at = location
    let isMapping = current == UInt8(ascii: "{")
    let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
    i += 1
    try flowSkip(blockIndent: blockIndent)
    var items: [SceneNode] = []
    var entries: [SceneNode.Entry] = []
    var seen: Set<String>?
    if current == close {
      i += 1
      return SceneNode(kind: isMapping ? .mapping(entries) : .sequence(items), location: at)
    }
    while true {
      if isMapping {
        let keyLine = line
        let keyStart = i
        let keyLocation = location
        let key: String
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
        default:
          guard canStartPlain(flow: true) else { throw GiveUp() }
          key = try plainText(flow: true, key: true)
        }
        while current == 0x20 { i += 1 }
        // A simple key: on one line, under libyaml's 1024-character limit, `:` then a blank.
        guard current == UInt8(ascii: ":"), line == keyLine, i - keyStart < 1000, isBlankOrEnd(i + 1) else {
          throw GiveUp()
        }
        i += 1
        try flowSkip(blockIndent: blockIndent)
        let value = try flowValue(blockIndent: blockIndent)
        try FastNodeParsing.addUnique(key, keyLocation: keyLocation, value: value, to: &entries, seen: &seen)
      } else {
        items.append(try flowValue(blockIndent: blockIndent))
      }
      try flowSkip(blockIndent: blockIndent)
      if current == UInt8(ascii: ",") {
        i += 1
        try flowSkip(blockIndent: blockIndent)
        guard current != close else { throw GiveUp() }  // a trailing comma
        continue
      }
      guard current == close else { throw GiveUp() }
      i += 1
      return SceneNode(kind: isMapping ? .mapping(entries) : .sequence(items), location: at)
    }
  }

  /// A value inside a flow collection.
  mutating func flowValue(blockIndent: Int) throws(GiveUp) -> SceneNode {
    switch current {
    case UInt8(ascii: "["), UInt8(ascii: "{"): return try flowNode(blockIndent: blockIndent)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      try count()
      let at = location
      return SceneNode(kind: .scalar(try quoted(), isQuoted: true), location: at)
    default:
      guard canStartPlain(flow: true) else { throw GiveUp() }
      try count()
      let at = location
      return SceneNode(kind: .scalar(try plainText(flow: true, key: false), isQuoted: false), location: at)
    }
  }

  /// Skips spaces, comments and line breaks inside a flow collection; continuation lines must
  /// be indented past the enclosing block (libyaml does not check, but the fast path does not
  /// guess).
  mutating func flowSkip(blockIndent: Int) throws(GiveUp) {
    while true {
      try skipSpacesAndComment()
      guard current == 0x0A else { return }
      newline()
      while current == 0x20 { i += 1 }
      if current != 0x0A && i < bytes.count && column <= blockIndent { throw GiveUp() }
    }
  }

  /// Whether a plain scalar may start at `i` (no indicator, no blank).
  func canStartPlain(flow: Bool = false) -> Bool {
    switch current {
    case 0, 0x20, 0x0A: return false
    case UInt8(ascii: "-"): return !isBlankOrEnd(i + 1) && !(flow && isFlowIndicator(byte(at: i + 1)))
    case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
      UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
      UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
      return false
    default: return true
    }
  }

  func isFlowIndicator(_ b: UInt8) -> Bool {
    b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{")
      || b == UInt8(ascii: "}") || b == UInt8(ascii: "?")
  }

  /// A single-line plain scalar at `i`; stops before `: `, ` #`, the line end and, in flow
  /// collections, `,[]{}`. Trailing spaces are not part of it (`i` stops after its last
  /// character).
  mutating func plainText(flow: Bool, key: Bool) throws(GiveUp) -> String {
    let start = i
    var end = i
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x0A { break }
      if c == 0x20 {
        i += 1
        continue
      }
      if c == UInt8(ascii: "#") && bytes[i - 1] == 0x20 { break }
      if c == UInt8(ascii: ":") {
        let next = byte(at: i + 1)
        if next == 0x20 || next == 0x0A || next == 0 { break }
        if flow && isFlowIndicator(next) { throw GiveUp() }
      }
      if flow && isFlowIndicator(c) && c != UInt8(ascii: "?") { break }
      i += 1
      end = i
    }
    i = end
    guard end > start else { throw GiveUp() }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// A single-line quoted scalar at `i` (single or double quotes), unescaped.
  mutating func quoted() throws(GiveUp) -> String {
    let quote = current
    i += 1
    var out: [UInt8] = []
    var runStart = i
    var escaped = false
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x0A { throw GiveUp() }  // folded across lines: the Yams path's business
      if c == quote {
        if quote == UInt8(ascii: "'") && byte(at: i + 1) == quote {
          out.append(contentsOf: bytes[runStart...i])
          escaped = true
          i += 2
          runStart = i
          continue
        }
        let text: String
        if escaped {
          out.append(contentsOf: bytes[runStart..<i])
          text = String(decoding: out, as: UTF8.self)
        } else {
          text = String(decoding: bytes[runStart..<i], as: UTF8.self)
        }
        i += 1
        return text
      }
      if c == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
        escaped = true
        out.append(contentsOf: bytes[runStart..<i])
        i += 1
        try escape(into: &out)
        runStart = i
        continue
      }
      i += 1
    }
    throw GiveUp()
  }

  /// The JSON-style escapes of a double-quoted scalar (libyaml's others are left to Yams).
  private mutating func escape(into out: inout [UInt8]) throws(GiveUp) {
    let e = current
    i += 1
    switch e {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = StrictJSON.hexValue(current) else { throw GiveUp() }
        value = value * 16 + digit
        i += 1
      }
      guard !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value) else { throw GiveUp() }
      out.append(contentsOf: String(Character(scalar)).utf8)
    default: throw GiveUp()
    }
  }
}
