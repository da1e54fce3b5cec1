import ChainframeModel

/// Budgets measured on a Lottie document before it is translated, so a small file that
/// expands to millions of layers (precompositions that each place the next one several times)
/// is refused in milliseconds instead of translated for minutes.
enum LottieBudget {
  /// Most numbers a Lottie file may hold (counted by ``LottieJSON/measure(_:numberLimit:)``
  /// before reading): each becomes an `Any` in the reader's tree and is copied again by the
  /// translator, so this bounds loading's memory. The shared suite's largest file has 30,288.
  static let maxNumbers = 400_000

  /// The most layers a file may expand to with every precomposition instance counted; the
  /// translator's own cap (``LottieTranslator/maxLayers``).
  static let maxExpandedLayers = LottieTranslator.maxLayers

  /// The layers `layers` expand to (a precomposition layer counts itself plus its asset's
  /// expansion), counted up to just past `limit`, with the translator's nesting limit: below
  /// ``LottieTranslator/maxPrecompDepth`` a precomposition draws nothing, so a file that
  /// references itself costs what the translator does with it, not infinitely much.
  static func expandedLayers(_ layers: [LottieJSON], assets: [String: LottieJSON], limit: Int = maxExpandedLayers)
    -> Int
  {
    var memo: [String: Int] = [:]
    func count(_ list: [LottieJSON], depth: Int) -> Int {
      var total = 0
      for layer in list {
        total += 1
        if layer.int("ty") == 0, depth < LottieTranslator.maxPrecompDepth, let ref = layer["refId"]?.string,
          let asset = assets[ref]
        {
          let key = "\(depth + 1) \(ref)"
          let expansion = memo[key] ?? count(asset["layers"]?.array ?? [], depth: depth + 1)
          memo[key] = expansion
          total += expansion
        }
        if total > limit { return limit + 1 }
      }
      return total
    }
    return count(layers, depth: 0)
  }
}
