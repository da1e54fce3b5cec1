/// One member of a container in a ``LottieTree``: its value's node and, for an object
/// member, its key.
struct LottieMember {
  /// The key packed (``LottieKeyWord``); 0 for an array element.
  let word: UInt64
  /// The member's value.
  var node: Int32
  /// A key longer than ``LottieKeyWord/maxBytes`` bytes, as an index into the tree's
  /// strings; -1 otherwise (a packed key's text is its word).
  let longKey: Int32
}
