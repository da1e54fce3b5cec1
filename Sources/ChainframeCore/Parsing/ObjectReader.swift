/// Reads the keys of one mapping, reporting missing, duplicate and unknown keys.
struct ObjectReader {
  let node: SceneNode
  let path: String
  let context: DecodingContext
  /// The accepted entries (allowed keys, first of each), in file order. Scene mappings are
  /// small, so lookups scan them (cheaper than hashing every key); big ones get an index.
  private var kept: [SceneNode.Entry] = []
  private var index: [String: Int]?

  /// Reads `node` as a mapping whose keys must come from `allowed`; returns nil (after
  /// reporting) when it is not a mapping.
  init?(_ node: SceneNode, path: String, allowed: [String], context: DecodingContext, what: String) {
    self.init(node, path: path, allowed: allowed, allowedSet: nil, context: context, what: what)
  }

  /// Like the list form, with `allowedSet` (the same keys, hashed) answering membership for
  /// mappings read many times (layers); `allowed` still orders the hints.
  init?(
    _ node: SceneNode, path: String, allowed: [String], allowedSet: Set<String>?, context: DecodingContext,
    what: String
  ) {
    self.node = node
    self.path = path
    self.context = context
    guard case .mapping(let entries) = node.kind else {
      context.report(
        node, path, "expected \(what) (a mapping), found \(node.summary)",
        hint: "write it as 'key: value' lines; keys: " + allowed.joined(separator: ", "))
      return nil
    }
    kept.reserveCapacity(entries.count)
    if entries.count > 24 { index = [:] }
    for entry in entries {
      // The key path is built only for a problem.
      if position(of: entry.key) != nil {
        context.report(
          at: entry.keyLocation, ObjectReader.join(path, entry.key), "key \(UserText.quoted(entry.key)) appears twice",
          hint: "remove one of them")
        continue
      }
      guard allowedSet?.contains(entry.key) ?? allowed.contains(entry.key) else {
        context.report(
          at: entry.keyLocation, ObjectReader.join(path, entry.key),
          "unknown key \(UserText.quoted(entry.key)) in \(what)",
          hint: Suggestion.hint(for: entry.key, in: allowed, noun: "keys"))
        continue
      }
      index?[entry.key] = kept.count
      kept.append(entry)
    }
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    return kept.firstIndex { $0.key == key }
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func childPath(_ key: String) -> String { ObjectReader.join(path, key) }

  /// The value of `key`, or nil when absent or null.
  subscript(key: String) -> SceneNode? {
    guard let k = position(of: key), !kept[k].value.isNull else { return nil }
    let value = kept[k].value
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
