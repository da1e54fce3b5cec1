import ChainframeModel

/// A text layer's animator (`t.a`) when it applies to the whole text: one animator whose
/// range selector covers every character at full amount (start 0, end 100 %, offset 0,
/// amount 100 %, square shape, not randomised), changing only opacity `o`, position `p`,
/// stroke width `sw` (added to the document's) or a static fill colour `fc`. Then every
/// character gets the same change, which a scene can say with the text's own layers.
struct LottieTextWholeAnimator {
  /// Opacity, percent.
  var opacity: LottieProperty?
  /// Offset of every character, pixels.
  var position: LottieProperty?
  /// Stroke width added to the document's, pixels.
  var strokeWidth: LottieProperty?
  /// Fill colour replacing the document's, 0…1 RGBA.
  var fill: [Double]?

  /// Reads `t.a`; nil (and the reason) when it is absent, empty or not a whole-text animator.
  static func read(_ list: LottieJSON?) -> (animator: LottieTextWholeAnimator?, unsupported: Bool) {
    let animators = list?.array ?? []
    guard !animators.isEmpty else { return (nil, false) }
    guard animators.count == 1, let selector = animators[0]["s"], let props = animators[0]["a"] else {
      return (nil, true)
    }
    func isStatic(_ key: String, _ value: Double) -> Bool {
      guard let json = selector[key] else { return true }
      guard let p = LottieProperty(json) else { return false }
      return !p.isAnimated && p.initial.first == value
    }
    let wholeRange =
      (selector.int("t") ?? 0) == 0 && (selector.int("r") ?? 1) == 1 && (selector.int("sh") ?? 1) == 1
      && (selector.int("rn") ?? 0) == 0 && isStatic("s", 0) && isStatic("e", 100) && isStatic("o", 0)
      && isStatic("a", 100)
    guard wholeRange else { return (nil, true) }
    var animator = LottieTextWholeAnimator()
    for key in props.keys {
      guard let json = props[key] else { continue }
      switch key {
      case "o": animator.opacity = LottieProperty(json)
      case "p": animator.position = LottieProperty(json)
      case "sw": animator.strokeWidth = LottieProperty(json)
      case "fc":
        guard let p = LottieProperty(json), !p.isAnimated, let c = LottieTextDocument.color(p.initial) else {
          return (nil, true)
        }
        animator.fill = c
      default:
        // Anything else counts only when it changes nothing.
        guard let p = LottieProperty(json), !p.isAnimated, p.initial.allSatisfy({ $0 == 0 }) else {
          return (nil, true)
        }
      }
    }
    return (animator, false)
  }
}
