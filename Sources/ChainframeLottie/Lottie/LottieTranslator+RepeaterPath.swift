import Foundation

/// A style listed below a repeater paints every copy as one path, as lottie-web's svg renderer
/// draws it (one `<path>` of all copies' outlines): copies that overlap are filled once, not
/// once per copy, so a 50 % fill does not darken where copies meet (`Repeater.json`).
extension LottieTranslator {
  /// The one layer painting all of `repeater`'s copies of `above` with `style`; nil when the
  /// copies are drawn as groups (content other than outlines, a gradient, trims).
  mutating func repeaterPath(
    _ item: LottieJSON, above: [LottieJSON], style: LottieJSON, modifiers: [LottieJSON]
  ) -> [SceneText]? {
    guard ["fl", "st"].contains(style["ty"]?.string ?? ""),
      !modifiers.contains(where: { $0["ty"]?.string == "tm" })
    else { return nil }
    let items = above.filter { !$0.bool("hd") }
    guard items.allSatisfy({ Self.plainOutlineItems.contains($0["ty"]?.string ?? "") }) else { return nil }
    let geometry = items.filter { ["sh", "rc", "el", "sr"].contains($0["ty"]?.string ?? "") }
    let repeater = RepeaterCopies(item)
    let timebase = animator.timebase
    // An animated count is taken frame by frame below (no copies at some frames is an empty path).
    guard !geometry.isEmpty, repeater.copies?.isAnimated ?? false || repeater.count > 0 else { return nil }
    var outlines: [Outline] = []
    for shape in geometry {
      guard let outline = outline(shape, modifiers: modifiers, bake: true) else { continue }
      if case .animated = outline { return nil }
      outlines.append(outline)
    }
    let animated = repeater.isAnimated || outlines.contains { if case .morph = $0 { true } else { false } }
    func path(at n: Int) -> String {
      let f = timebase.localFrame(ofOutput: n)
      let sources = outlines.map { outline -> String in
        switch outline {
        case .path(let d): return d
        case .morph(let frames): return n < frames.count ? frames[n] : (frames.last ?? "")
        case .animated: return ""
        }
      }
      let frame: Double? = animated ? f : nil
      let shown = repeater.shown(at: frame)
      var parts = (0..<shown).flatMap { k in sources.map { Self.moved($0, repeater.matrix(k, at: frame)) } }
      // lottie-web draws the untransformed items too while the offset is not zero.
      if let offset = repeater.offset, (frame.map { offset.value(at: $0) } ?? offset.initial).first ?? 0 != 0 {
        parts += sources
      }
      return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
    let result =
      animated
      ? perFrame(item, feature: "animated repeater with too many distinct outlines") { path(at: $0) } ?? .path("")
      : .path(path(at: 0))
    return paintedLayer(result, style: style, trims: [], id: item["nm"]?.string).map { [$0] }
  }

}
