/// Reads the keys of one mapping, reporting missing, duplicate and unknown keys.
struct ObjectReader {
  let node: SceneNode
  let path: String
  let context: DecodingContext
  private var values: [String: SceneNode] = [:]

  /// Reads `node` as a mapping whose keys must come from `allowed`; returns nil (after
  /// reporting) when it is not a mapping.
  init?(_ node: SceneNode, path: String, allowed: [String], context: DecodingContext, what: String) {
    self.node = node
    self.path = path
    self.context = context
    guard case .mapping(let entries) = node.kind else {
      context.report(
        node, path, "expected \(what) (a mapping), found \(node.summary)",
        hint: "write it as 'key: value' lines; keys: " + allowed.joined(separator: ", "))
      return nil
    }
    for entry in entries {
      let childPath = ObjectReader.join(path, entry.key)
      if values[entry.key] != nil {
        context.report(
          at: entry.keyLocation, childPath, "key \(UserText.quoted(entry.key)) appears twice",
          hint: "remove one of them")
        continue
      }
      guard allowed.contains(entry.key) else {
        context.report(
          at: entry.keyLocation, childPath, "unknown key \(UserText.quoted(entry.key)) in \(what)",
          hint: Suggestion.hint(for: entry.key, in: allowed, noun: "keys"))
        continue
      }
      values[entry.key] = entry.value
    }
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func childPath(_ key: String) -> String { ObjectReader.join(path, key) }

  /// The value of `key`, or nil when absent or null.
  subscript(key: String) -> SceneNode? {
    guard let value = values[key], !value.isNull else { return nil }
    return value
  }

  /// The value of `key`, reporting it as missing when absent.
  func required(_ key: String, _ what: String) -> SceneNode? {
    if let value = self[key] { return value }
    context.report(
      node, childPath(key), "missing required key '\(key)'", hint: "add '\(key): \(what)'")
    return nil
  }
}
