import ChainframeModel

/// Finds keys whose value vanished into a YAML comment: `fill: #2f8cff` is `fill:` (null)
/// followed by the comment `#2f8cff`, which would otherwise render a default colour quietly.
///
/// Only empty plain values qualify (not `~` or `null`, which say "nothing" on purpose), and
/// only when the first thing after the key's colon on its line is `#`. Keys whose value may
/// be empty (``nullableKeys``) are left alone.
package enum CommentedValueCheck {
  /// Keys whose documented value may be empty.
  static let nullableKeys: Set<String> = ["vars"]

  package static func check(_ root: SceneNode, text: String, context: DecodingContext) {
    guard TextSearch.contains(text, "#") else { return }
    var lines: [Substring]?
    // The key path is built only for a finding: a stack of keys and indices, not a string
    // per node (this walk visits every node of a 10,000-layer scene).
    var stack: [PathPart] = []
    func visit(_ node: SceneNode) {
      switch node.kind {
      case .scalar: return
      case .sequence(let items):
        for (i, item) in items.enumerated() {
          if case .scalar = item.kind { continue }
          stack.append(.index(i))
          visit(item)
          stack.removeLast()
        }
      case .mapping(let entries):
        for entry in entries {
          switch entry.value.kind {
          case .scalar(let value, let quoted):
            guard !quoted, value.isEmpty, !nullableKeys.contains(entry.key), let at = entry.keyLocation else {
              continue
            }
            if lines == nil { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
            if let comment = commentAfterKey(entry.key, at: at, lines: lines ?? []) {
              stack.append(.key(entry.key))
              context.report(
                at: at, path(stack),
                "the value of \(UserText.quoted(entry.key)) is empty because \(UserText.quoted(comment)) starts a YAML comment",
                hint: "quote it: \(UserText.escaped(entry.key)): \"\(UserText.escaped(comment))\"")
              stack.removeLast()
            }
          case .mapping, .sequence:
            stack.append(.key(entry.key))
            visit(entry.value)
            stack.removeLast()
          }
        }
      }
    }
    visit(root)
  }

  private enum PathPart {
    case key(String)
    case index(Int)
  }

  private static func path(_ parts: [PathPart]) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .key(let key): text = ObjectReader.join(text, key)
      case .index(let i): text += "[\(i)]"
      }
    }
    return text
  }

  /// The first word of a comment that starts right after `key:` on the key's line.
  private static func commentAfterKey(_ key: String, at location: SourceLocation, lines: [Substring]) -> String? {
    guard location.line >= 1, location.line <= lines.count else { return nil }
    let line = Array(lines[location.line - 1].unicodeScalars)
    var i = location.column - 1
    guard i >= 0, i < line.count else { return nil }
    // Skip the key (plain or quoted) up to its colon.
    while i < line.count, line[i] != ":" { i += 1 }
    guard i < line.count else { return nil }
    i += 1
    guard i < line.count, line[i] == " " || line[i] == "\t" else { return nil }
    while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
    guard i < line.count, line[i] == "#" else { return nil }
    var word = ""
    while i < line.count, line[i] != " ", line[i] != "\t", line[i] != "\r" {
      word.unicodeScalars.append(line[i])
      i += 1
    }
    return word
  }
}
