import Foundation

/// Trees of untyped values: what the rewriting passes (legacy upgrades, expression baking,
/// frozen style variants) build with dictionary literals.
extension LottieTree {
  /// A tree of `any` and its root node: numbers in any Swift form (`Double`, `Int`,
  /// `NSNumber`), strings, booleans, arrays (typed ones too) and string-keyed dictionaries
  /// (members in sorted key order, never the dictionary's own). Anything else (which no pass
  /// writes) reads as `null`.
  static func make(any: Any) -> (tree: LottieTree, root: Int32) {
    var storage = LottieTreeStorage()
    let root = add(any, to: &storage)
    return (LottieTree(storage: storage), root)
  }

  private static func add(_ any: Any, to storage: inout LottieTreeStorage) -> Int32 {
    // Metatypes first: a failed `as?` walks the runtime's bridging and protocol tables.
    let type = type(of: any)
    if type == Double.self, let d = any as? Double { return storage.append(number: d) }
    if type == String.self, let s = any as? String { return storage.append(string: s) }
    if type == [String: Any].self, let object = any as? [String: Any] { return add(object: object, to: &storage) }
    if type == [Any].self, let list = any as? [Any] { return add(list: list, to: &storage) }
    if type == [Double].self, let list = any as? [Double] { return add(list: list, to: &storage) }
    if type == Int.self, let i = any as? Int { return storage.append(number: Double(i)) }
    if type == Bool.self, let b = any as? Bool { return storage.append(bool: b) }
    if type == NSNull.self { return storage.appendNull() }
    if type is NSNumber.Type, let n = any as? NSNumber { return storage.append(number: n.doubleValue) }
    if let object = any as? [String: Any] { return add(object: object, to: &storage) }
    if let list = any as? [Any] { return add(list: list, to: &storage) }
    return storage.appendNull()
  }

  private static func add(list: [Any], to storage: inout LottieTreeStorage) -> Int32 {
    let mark = storage.open()
    for item in list { storage.addElement(add(item, to: &storage)) }
    return storage.close(.array, mark: mark)
  }

  private static func add(object: [String: Any], to storage: inout LottieTreeStorage) -> Int32 {
    let mark = storage.open()
    var seen: [String: Int]?
    for key in object.keys.sorted() {
      let node = object[key].map { add($0, to: &storage) } ?? storage.appendNull()
      let word = LottieKeyWord.word(key)
      storage.addMember(node, word: word, longText: word == LottieKeyWord.long ? key : nil, mark: mark, seen: &seen)
    }
    return storage.close(.object, mark: mark, seen: seen)
  }
}
