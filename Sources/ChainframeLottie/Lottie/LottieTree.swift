import Foundation

/// A parsed Lottie document: every value in a few flat arrays (``LottieTreeStorage``),
/// each value named by its node index.
///
/// Why not `[String: Any]` or an enum of arrays: the translator reads tens of thousands of
/// members per file. Through `Any`, each read hashed the key, cast the existential at run
/// time and retained what it found, and freeing the tree released every value again; that
/// was most of a small file's translation. Here a read compares packed keys
/// (``LottieKeyWord``) and the whole tree is a handful of allocations.
final class LottieTree {
  /// The values.
  let storage: LottieTreeStorage

  /// A tree of `storage`.
  init(storage: LottieTreeStorage) {
    self.storage = storage
  }

  /// The kind of the value at `node`.
  func kind(_ node: Int32) -> LottieNode.Kind { storage.nodes[Int(node)].kind }

  /// The value at `node` as a finite number (booleans count as 0/1, as players read them).
  func finite(_ node: Int32) -> Double? {
    let n = storage.nodes[Int(node)]
    switch n.kind {
    case .number:
      let d = storage.numbers[Int(n.a)]
      return d.isFinite ? d : nil
    case .bool: return n.a != 0 ? 1 : 0
    default: return nil
    }
  }

  /// The value at `node` as a string.
  func string(_ node: Int32) -> String? {
    let n = storage.nodes[Int(node)]
    return n.kind == .string ? storage.strings[Int(n.a)] : nil
  }

  /// The members of the container at `node` (positions in the member lists), or nil when it
  /// is not `kind`.
  func members(_ node: Int32, _ kind: LottieNode.Kind) -> Range<Int>? {
    let n = storage.nodes[Int(node)]
    guard n.kind == kind else { return nil }
    return Int(n.a)..<Int(n.a) + Int(n.b)
  }

  /// The node of member `i` (a position from ``members(_:_:)``).
  func member(at i: Int) -> Int32 { storage.members[i].node }

  /// The key of member `i` of an object.
  func key(at i: Int) -> String { storage.key(of: storage.members[i]) }

  /// The member `key` of the object at `node` (its node), or nil when absent or not an object.
  func member(_ node: Int32, _ key: String) -> Int32? {
    guard let range = members(node, .object) else { return nil }
    if range.count > LottieTreeStorage.scannedCount { return storage.bigObjects[node]?[key] }
    let word = LottieKeyWord.word(key)
    for i in range where storage.members[i].word == word {
      if word != LottieKeyWord.long || self.key(at: i) == key { return storage.members[i].node }
    }
    return nil
  }

  /// The value at `node` in the untyped form the rewriting passes edit: `[String: Any]`,
  /// `[Any]`, `Double`, `String`, `Bool`, or `NSNull`.
  func any(_ node: Int32) -> Any {
    let n = storage.nodes[Int(node)]
    switch n.kind {
    case .null: return NSNull()
    case .bool: return n.a != 0
    case .number: return storage.numbers[Int(n.a)]
    case .string: return storage.strings[Int(n.a)]
    case .array:
      return (Int(n.a)..<Int(n.a) + Int(n.b)).map { any(storage.members[$0].node) }
    case .object:
      var out: [String: Any] = [:]
      out.reserveCapacity(Int(n.b))
      for i in Int(n.a)..<Int(n.a) + Int(n.b) { out[key(at: i)] = any(storage.members[i].node) }
      return out
    }
  }
}
