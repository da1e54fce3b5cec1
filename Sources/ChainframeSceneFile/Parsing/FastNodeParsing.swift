import ChainframeModel

/// What the fast JSON and YAML node parsers share: how they give up, and how they add a
/// mapping entry. Both only return a tree when the Yams path would build the identical one, so
/// anything unusual (here: a duplicate key) hands the text back to Yams, which reports it.
enum FastNodeParsing {
  /// Why a fast path gave up (never shown: the Yams path then decides).
  struct GiveUp: Error {}

  /// Appends `key` to `entries`, giving up on a duplicate key; `seen` is built lazily once a
  /// mapping grows past 16 entries, where a linear scan stops being cheaper than hashing.
  static func addUnique(
    _ key: String, keyLocation: SourceLocation, value: SceneNode, to entries: inout [SceneNode.Entry],
    seen: inout Set<String>?
  ) throws(GiveUp) {
    // Yams refuses duplicate keys; let it say so.
    if entries.count < 16 {
      if entries.contains(where: { $0.key == key }) { throw GiveUp() }
    } else {
      if seen == nil { seen = Set(entries.map(\.key)) }
      if seen?.insert(key).inserted == false { throw GiveUp() }
    }
    entries.append(SceneNode.Entry(key: key, keyLocation: keyLocation, value: value))
  }
}
