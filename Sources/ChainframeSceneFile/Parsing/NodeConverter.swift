import ChainframeModel
import Yams

/// Converts Yams nodes to ``SceneNode``s within a node budget.
///
/// Yams composes an alias as a shared reference to its anchored node, which costs nothing;
/// expanding it copies the whole subtree. Yams keeps no anchor names, but a node reached
/// through an alias keeps the position of its definition, which lies before everything
/// converted so far (a fresh node always starts after the previous one). Such a node is first
/// *counted* (a walk that stops at the remaining budget, building nothing) and charged to the
/// alias budget; only then is it converted. A "billion laughs" therefore stops at the first
/// alias that would pass the budget, after at most the budget's worth of work.
struct NodeConverter {
  let file: String
  let text: String
  let budgets: SceneBudgets
  /// Nodes produced so far, aliases at their expanded size.
  private(set) var nodes = 0
  /// Nodes produced through aliases so far, at their expanded size.
  private(set) var aliasNodes = 0
  /// The start of the last node converted outside aliases, (line, column).
  private var cursor = (line: 0, column: 0)
  /// Depth of alias expansions being converted (their nodes are already charged).
  private var aliasDepth = 0

  init(file: String, text: String, budgets: SceneBudgets) {
    self.file = file
    self.text = text
    self.budgets = budgets
  }

  /// Converts `node`.
  mutating func convert(_ node: Node, parent: SourceLocation?) throws(SceneFileError) -> SceneNode {
    let location = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    if aliasDepth == 0, let mark = node.mark {
      if (mark.line, mark.column) < cursor {
        // Reached through an alias: charge its expanded size before building anything.
        let remaining = min(budgets.maxAliasNodes - aliasNodes, budgets.maxNodes - nodes)
        let size = Self.count(node, limit: remaining)
        nodes += size
        aliasNodes += size
        if size > remaining { throw aliasError() }
        aliasDepth += 1
        defer { aliasDepth -= 1 }
        return try build(node, location: location)
      }
      cursor = (mark.line, mark.column)
    }
    if aliasDepth == 0 {
      nodes += 1
      if nodes > budgets.maxNodes {
        throw .syntax(
          SceneDiagnostic(
            location: location, keyPath: "",
            message: "the scene has more than \(Self.format(budgets.maxNodes)) YAML/JSON nodes (the limit)",
            hint: "split the scene or shorten it, or raise SceneBudgets.maxNodes"))
      }
    }
    return try build(node, location: location)
  }

  private mutating func build(_ node: Node, location: SourceLocation?) throws(SceneFileError) -> SceneNode {
    switch node {
    case .scalar(let scalar):
      return SceneNode(kind: .scalar(scalar.string, isQuoted: scalar.style != .plain), location: location)
    case .mapping(let mapping):
      var entries: [SceneNode.Entry] = []
      entries.reserveCapacity(mapping.count)
      for pair in mapping {
        let keyText: String
        if let string = pair.key.string {
          keyText = string
        } else {
          // A collection used as a key: never print it (it may be an alias of anything).
          keyText = "(a \(Self.kindName(pair.key)) used as a key)"
        }
        entries.append(
          SceneNode.Entry(
            key: keyText,
            keyLocation: pair.key.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) },
            value: try convert(pair.value, parent: location)))
      }
      return SceneNode(kind: .mapping(entries), location: location)
    case .sequence(let sequence):
      var items: [SceneNode] = []
      items.reserveCapacity(sequence.count)
      for item in sequence { items.append(try convert(item, parent: location)) }
      return SceneNode(kind: .sequence(items), location: location)
    case .alias(let alias):
      // Yams resolves anchors while composing; an unresolved alias is kept as text so the
      // decoder reports it as a wrong type rather than crashing.
      return SceneNode(kind: .scalar("*\(alias)", isQuoted: false), location: location)
    }
  }

  /// Nodes in `node`'s expansion, counting at most `limit + 1` (enough to know it is over).
  static func count(_ node: Node, limit: Int) -> Int {
    var total = 0
    var stack = [node]
    while let next = stack.popLast() {
      total += 1
      if total > limit { return total }
      switch next {
      case .mapping(let mapping): for pair in mapping { stack.append(pair.value) }
      case .sequence(let sequence): stack.append(contentsOf: sequence)
      case .scalar, .alias: break
      }
    }
    return total
  }

  private func aliasError() -> SceneFileError {
    let (location, name) = aliasAfterCursor()
    let shown = name.map { " " + UserText.quoted("*" + $0) } ?? ""
    if aliasNodes > budgets.maxAliasNodes {
      return .syntax(
        SceneDiagnostic(
          location: location, keyPath: "",
          message:
            "alias\(shown) expands the scene to more than \(Self.format(budgets.maxAliasNodes)) nodes reached through aliases (the limit)",
          hint: "use fewer or smaller aliases, or raise SceneBudgets.maxAliasNodes; split the scene or shorten it"))
    }
    return .syntax(
      SceneDiagnostic(
        location: location, keyPath: "",
        message:
          "alias\(shown) expands the scene to more than \(Self.format(budgets.maxNodes)) YAML/JSON nodes (the limit)",
        hint: "split the scene or shorten it, or raise SceneBudgets.maxNodes"))
  }

  /// Where the alias being expanded is written: the first `*name` after the last node
  /// converted (Yams gives an alias the position of its anchor, not its own), and its name.
  private func aliasAfterCursor() -> (SourceLocation?, String?) {
    var line = 1
    var column = 1
    var found: (line: Int, column: Int)?
    var name = ""
    let start = (max(cursor.line, 1), max(cursor.column, 1))
    for scalar in text.unicodeScalars {
      if let at = found {
        let isNameChar =
          !(scalar == " " || scalar == "," || scalar == "]" || scalar == "}" || scalar == "\n" || scalar == "\r"
          || scalar == "\t")
        if isNameChar && name.unicodeScalars.count < 200 {
          name.unicodeScalars.append(scalar)
          continue
        }
        return (SourceLocation(file: file, line: at.line, column: at.column), name)
      }
      if scalar == "*", (line, column) > start { found = (line, column) }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    if let at = found { return (SourceLocation(file: file, line: at.line, column: at.column), name) }
    return (SourceLocation(file: file, line: start.0, column: start.1), nil)
  }

  private static func kindName(_ node: Node) -> String {
    switch node {
    case .mapping: return "mapping"
    case .sequence: return "list"
    case .scalar: return "scalar"
    case .alias: return "alias"
    }
  }

  static func format(_ n: Int) -> String { DiagnosticFormat.count(n) }
}
