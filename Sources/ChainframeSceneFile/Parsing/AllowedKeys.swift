import ChainframeModel

/// The keys a kind of mapping accepts, as a list (which orders "did you mean" hints) and
/// hashed (key → position in the list) for readers that look keys up many times.
struct AllowedKeys {
  /// The keys, in the order hints list them.
  let list: [String]
  /// Each key's position in `list`.
  let slotOf: [String: Int]

  /// The table for `list`; a key listed twice keeps its first position.
  init(_ list: [String]) {
    self.list = list
    slotOf = Dictionary(list.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }
}
