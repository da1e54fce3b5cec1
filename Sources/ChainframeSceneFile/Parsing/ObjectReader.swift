import ChainframeModel

/// Reads the keys of one mapping, reporting missing, duplicate and unknown keys.
struct ObjectReader {
  let node: SceneNode
  let path: String
  let context: DecodingContext
  /// The accepted entries (allowed keys, first of each), in file order. Scene mappings are
  /// small, so lookups scan them (cheaper than hashing every key); big ones get an index,
  /// and readers made with ``AllowedKeys`` use `slots`.
  private var kept: [SceneNode.Entry] = []
  private var index: [String: Int]?
  /// With an ``AllowedKeys`` table: for each allowed key (by its position in the list), the
  /// position of its entry in `kept`, or -1. One hash per lookup instead of comparing the
  /// key with every entry (layers are read with some forty lookups each).
  private var slots: [Int]?
  private var slotOf: [String: Int]?

  /// Reads `node` as a mapping whose keys must come from `allowed`; returns nil (after
  /// reporting) when it is not a mapping.
  init?(_ node: SceneNode, path: String, allowed: [String], context: DecodingContext, what: String) {
    self.init(node, path: path, allowed: allowed, slotOf: nil, context: context, what: what)
  }

  /// Like the list form, with `keys` (the same list, hashed) answering membership and
  /// lookups for mappings read many times (layers); the list still orders the hints.
  init?(_ node: SceneNode, path: String, keys: AllowedKeys, context: DecodingContext, what: String) {
    self.init(node, path: path, allowed: keys.list, slotOf: keys.slotOf, context: context, what: what)
  }

  private init?(
    _ node: SceneNode, path: String, allowed: [String], slotOf table: [String: Int]?, context: DecodingContext,
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
    if let table {
      slotOf = table
      slots = [Int](repeating: -1, count: allowed.count)
    } else if entries.count > 24 {
      index = [:]
    }
    for entry in entries {
      // The key path is built only for a problem.
      let slot = slotOf?[entry.key]
      if slot.map({ (slots?[$0] ?? -1) >= 0 }) ?? (position(of: entry.key) != nil) {
        context.report(
          at: entry.keyLocation, ObjectReader.join(path, entry.key), "key \(UserText.quoted(entry.key)) appears twice",
          hint: "remove one of them")
        continue
      }
      guard slotOf == nil ? allowed.contains(entry.key) : slot != nil else {
        context.report(
          at: entry.keyLocation, ObjectReader.join(path, entry.key),
          "unknown key \(UserText.quoted(entry.key)) in \(what)",
          hint: Suggestion.hint(for: entry.key, in: allowed, noun: "keys"))
        continue
      }
      index?[entry.key] = kept.count
      if let slot { slots?[slot] = kept.count }
      kept.append(entry)
    }
  }

  private func position(of key: String) -> Int? {
    if let slotOf, let slots {
      guard let slot = slotOf[key] else { return nil }
      let k = slots[slot]
      return k >= 0 ? k : nil
    }
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
