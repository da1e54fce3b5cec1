import ChainframeModel
import Foundation

/// A text animator's range selector (`t.a[n].s`), read and evaluated as lottie-web 5.13's
/// `TextSelectorProp` does: which characters (or words, lines) an animator reaches and how
/// strongly, a factor per character that scales the animator's properties.
struct LottieTextSelector {
  /// Start (`s`), in the selector's units; default 0.
  var start: LottieProperty?
  /// End (`e`), in the selector's units; default 100.
  var end: LottieProperty?
  /// Offset (`o`) added to start and end, in the selector's units; default 0.
  var offset: LottieProperty?
  /// Amount (`a`), percent (may be negative); default 100.
  var amount: LottieProperty?
  /// Ease high (`xe`), percent −100…100; default 0.
  var easeHigh: LottieProperty?
  /// Ease low (`ne`), percent −100…100; default 0.
  var easeLow: LottieProperty?
  /// Smoothness (`sm`), percent; default 100 (no effect).
  var smoothness: LottieProperty?
  /// Whether start, end and offset count units (`r` 2) instead of percent of them (`r` 1).
  var countsIndexes: Bool
  /// What is counted (`b`): 1 characters, 2 characters excluding spaces, 3 words, 4 lines.
  var basis: Int
  /// Shape (`sh`): 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
  var shape: Int
  /// Whether the order of units is shuffled (`rn` 1).
  var randomized: Bool

  /// The selector's values at one frame, percent or units as in the file.
  typealias Values = TextRangeSelector.Values

  /// Reads `json` (the animator's `s`).
  init(_ json: LottieJSON?) {
    start = LottieProperty(json?["s"])
    end = LottieProperty(json?["e"])
    offset = LottieProperty(json?["o"])
    amount = LottieProperty(json?["a"])
    easeHigh = LottieProperty(json?["xe"])
    easeLow = LottieProperty(json?["ne"])
    smoothness = LottieProperty(json?["sm"])
    countsIndexes = json?.int("r") == 2
    basis = min(max(json?.int("b") ?? 1, 1), 4)
    shape = min(max(json?.int("sh") ?? 1, 1), 6)
    randomized = json?.int("rn") == 1
  }

  /// Whether any value animates.
  var isAnimated: Bool {
    [start, end, offset, amount, easeHigh, easeLow, smoothness].contains { $0?.isAnimated ?? false }
  }

  /// The values at `frame` (composition frames of the layer).
  func values(at frame: Double) -> Values {
    func v(_ p: LottieProperty?, _ fallback: Double) -> Double {
      guard let x = p?.value(at: frame).first, x.isFinite else { return fallback }
      return x
    }
    return Values(
      start: v(start, 0), end: v(end, 100), offset: v(offset, 0), amount: v(amount, 100),
      easeHigh: v(easeHigh, 0), easeLow: v(easeLow, 0), smoothness: v(smoothness, 100))
  }
}
