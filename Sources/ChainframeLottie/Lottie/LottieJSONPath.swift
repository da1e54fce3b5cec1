/// Where a value sits in a Lottie document (`layers[3].ks.p`), kept as a link to its parent
/// and one step, so reading a member or an array costs no text: the translator reads tens of
/// thousands of values and asks for the text of a few (reports, bake names, wiggle seeds).
/// Building the text on every read was 8 % of loading a small file of many precompositions.
indirect enum LottieJSONPath: Sendable {
  /// A path given as text (the document's root is the empty text).
  case text(String)
  /// The member `key` of the value at the parent path.
  case member(LottieJSONPath, String)
  /// The element at `index` of the array at the parent path.
  case element(LottieJSONPath, Int)

  /// The path as reports write it: members joined by `.`, elements as `[i]`, a member of the
  /// root without a leading dot.
  var string: String {
    switch self {
    case .text(let text):
      return text
    case .member(let parent, let key):
      let base = parent.string
      return base.isEmpty ? key : base + "." + key
    case .element(let parent, let index):
      return parent.string + "[" + String(index) + "]"
    }
  }
}
