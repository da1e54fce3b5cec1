/// One value of a ``LottieTree``: its kind and where its contents are.
struct LottieNode {
  /// The kinds of JSON value.
  enum Kind: UInt8 {
    case null, bool, number, string, array, object
  }

  /// What the value is.
  let kind: Kind
  /// A boolean's value (0/1); a number's or string's index in the tree's `numbers` or
  /// `strings`; a container's first member in the tree's member lists.
  let a: Int32
  /// A container's member count (0 otherwise).
  let b: Int32
}
