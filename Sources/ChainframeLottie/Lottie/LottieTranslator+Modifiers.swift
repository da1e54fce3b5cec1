/// Which shape items modify the outlines above them.
extension LottieTranslator {
  /// Whether `item` is a trim (`tm`), round corners (`rd`), pucker/bloat (`pb`), zig-zag
  /// (`zz`) or offset path (`op`) that changes the shapes above it. A trim from 0 % to 100 % (either way round) without offset keeps every path whole, as
  /// lottie-web leaves such paths untouched; treating it as a trim would split the shapes it
  /// covers into separately filled paths, filling the counters of letters exported that way.
  static func isModifier(_ item: LottieJSON) -> Bool {
    if item.bool("hd") { return false }
    switch item["ty"]?.string ?? "" {
    case "rd", "pb", "zz", "op": return true
    case "tm": return !isWholeTrim(item)
    default: return false
    }
  }

  /// A trim whose start, end and offset are static, without expressions, and whose start and
  /// end (clamped to 0…100 %) are 0 and 100 with an offset of whole turns.
  static func isWholeTrim(_ item: LottieJSON) -> Bool {
    func fixed(_ key: String) -> Double? {
      guard let property = item[key], property["x"] == nil, let value = LottieProperty(property),
        !value.isAnimated
      else { return nil }
      return value.initial.first
    }
    guard let s = fixed("s"), let e = fixed("e") else { return false }
    let turns = item["o"] == nil ? 0 : (fixed("o") ?? .nan) / 360
    guard turns.isFinite, turns == turns.rounded(.down) else { return false }
    let ends = [min(max(s, 0), 100), min(max(e, 0), 100)].sorted()
    return ends == [0, 100]
  }
}
