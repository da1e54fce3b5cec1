import ChainframeModel

/// A parsed YAML or JSON value that remembers where it came from.
///
/// Both formats go through the YAML parser (JSON is YAML 1.2), so JSON files get line and
/// column numbers in errors too. Mapping entries keep their file order.
package struct SceneNode: Sendable {
  /// The shape of a node.
  package enum Kind: Sendable {
    /// A scalar as written; `isQuoted` tells `"12"` from `12`.
    case scalar(String, isQuoted: Bool)
    /// Key/value pairs in file order; keys are scalars.
    case mapping([Entry])
    /// Items in file order.
    case sequence([SceneNode])
  }

  /// One `key: value` pair of a mapping.
  package struct Entry: Sendable {
    /// The key text.
    package var key: String
    /// Where the key is written, for "unknown key" errors.
    package var keyLocation: SourceLocation?
    /// The value.
    package var value: SceneNode

    /// Creates an entry (for this package's decoders and fuzzing entry points).
    package init(key: String, keyLocation: SourceLocation?, value: SceneNode) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  /// The node's content.
  package var kind: Kind
  /// Where the node starts.
  package var location: SourceLocation?

  /// Creates a node.
  package init(kind: Kind, location: SourceLocation?) {
    self.kind = kind
    self.location = location
  }

  /// True for YAML's null forms (`~`, `null`, empty) when unquoted.
  package var isNull: Bool {
    if case .scalar(let text, let quoted) = kind, !quoted {
      return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
    return false
  }

  /// A short description of what the node is, for "expected X, found Y" messages.
  package var summary: String {
    switch kind {
    case .scalar(let text, let quoted):
      if isNull { return "nothing (null)" }
      let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
      return quoted ? "the string \"\(UserText.escaped(shown))\"" : "\(UserText.quoted(shown))"
    case .mapping: return "a mapping"
    case .sequence(let items): return "a list of \(items.count)"
    }
  }
}
