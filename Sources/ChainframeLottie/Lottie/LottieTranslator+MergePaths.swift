import ChainframeModel

/// Merge paths (`mm`): the shapes listed above a merge in the same list become one outline
/// for the styles below it, as After Effects and skottie combine them. Merge (1) joins them
/// as one compound path (the fill's own rule across them); add (2) is their union (every
/// subpath turned clockwise, filled non-zero); exclude (5) is even-odd across them;
/// subtract (3) draws the first shape listed minus the others (an inverted mask), as skottie
/// (`sksg::Merge`, the first geometry merged, the rest differenced in list order) and
/// lottie-android (`MergePathsContent`, two shapes) draw it; intersect (4) the first shape
/// masked by each of the others. A single shape is drawn as it is, whatever the mode.
extension LottieTranslator {
  /// Whether a merge in `items` can be drawn: its shapes are direct items of the list (not in
  /// nested groups or repeaters) and no trim applies to them.
  static func canMerge(_ items: [LottieJSON], at index: Int, inherited: [LottieJSON]) -> Bool {
    let isTrim = { (item: LottieJSON) in item["ty"]?.string == "tm" && !item.bool("hd") }
    if items.contains(where: isTrim) || inherited.contains(where: isTrim) { return false }
    return !items[0..<index].contains { !$0.bool("hd") && ["gr", "rp"].contains($0["ty"]?.string ?? "") }
  }

  /// The scene layers of `items` painted by `style` when a merge applies to them, or nil
  /// when the list has no merge that can be drawn.
  mutating func mergedStyled(_ items: [LottieJSON], style: LottieJSON, modifiers inherited: [LottieJSON])
    -> [SceneText]?
  {
    guard let m = items.lastIndex(where: { $0["ty"]?.string == "mm" && !$0.bool("hd") }),
      Self.canMerge(items, at: m, inherited: inherited)
    else { return nil }
    let rounding = items.filter { $0["ty"]?.string == "rd" && !$0.bool("hd") } + inherited
    let below = styled(Array(items[(m + 1)...]), style: style, modifiers: inherited)
    return below + merged(Array(items[0..<m]), mode: items[m].int("mm") ?? 1, style: style, modifiers: rounding)
  }

  /// The shapes of `above` merged by `mode`, painted by `style`.
  mutating func merged(_ above: [LottieJSON], mode: Int, style: LottieJSON, modifiers: [LottieJSON]) -> [SceneText] {
    var parts: [Outline] = []
    for item in above where !item.bool("hd") && ["sh", "rc", "el", "sr"].contains(item["ty"]?.string ?? "") {
      if let geometry = outline(item, modifiers: modifiers, bake: true) { parts.append(geometry) }
    }
    guard let base = parts.first else { return [] }
    let others = Array(parts.dropFirst())
    if others.isEmpty { return paintedLayer(base, style: style, trims: [], id: nil).map { [$0] } ?? [] }
    let layer: SceneText?
    switch mode {
    case 2:
      layer = paintedLayer(
        Self.mapped(Self.compound(parts), LottiePathData.clockwise), style: Self.withKey(style, "r", 1), trims: [],
        id: nil)
    case 3:
      let cut = Self.mapped(Self.compound(others), LottiePathData.clockwise)
      layer = paintedLayer(base, style: style, trims: [], id: nil).map { painted in
        group([painted], mask: ("alpha-inverted", whiteFill(cut) ?? group([])))
      }
    case 4:
      var current = paintedLayer(base, style: style, trims: [], id: nil)
      for part in others.reversed() {
        current = current.map { group([$0], mask: ("alpha", whiteFill(part) ?? group([]))) }
      }
      layer = current
    case 5:
      layer = paintedLayer(Self.compound(parts), style: Self.withKey(style, "r", 2), trims: [], id: nil)
    default:
      layer = paintedLayer(Self.compound(parts), style: style, trims: [], id: nil)
    }
    return layer.map { [$0] } ?? []
  }

  /// `outline` with `transform` applied to its path data (every frame of a morph).
  static func mapped(_ outline: Outline, _ transform: (String) -> String) -> Outline {
    switch outline {
    case .path(let d): return .path(transform(d))
    case .morph(let frames): return .morph(frames.map { $0.isEmpty ? $0 : transform($0) })
    case .animated: return outline
    }
  }

  /// An outline filled white for masks, through the same painting as shapes' fills: fill
  /// rule `rule` (1 non-zero, 2 even-odd), opacity `opacity` (a Lottie property, static or
  /// keyframed; 100 % when nil); shape morphs as a group of per-frame layers.
  mutating func whiteFill(_ outline: Outline, rule: Int = 1, opacity: LottieJSON? = nil, id: String? = nil)
    -> SceneText?
  {
    let white = Self.syntheticStyle(
      [
        "ty": "fl", "c": ["a": 0, "k": [1, 1, 1, 1]] as [String: Any],
        "o": opacity?.raw ?? (["a": 0, "k": 100] as [String: Any]), "r": rule,
      ], path: opacity?.path ?? "")
    return paintedLayer(outline, style: white, trims: [], id: id ?? "mask")
  }

  /// A style written by the translator itself (reports on it point at `path`).
  static func syntheticStyle(_ members: [String: Any], path: String) -> LottieJSON {
    LottieJSON(raw: members, path: path)
  }

  /// `json` (an object) with `key` set to `value`.
  static func withKey(_ json: LottieJSON, _ key: String, _ value: Any) -> LottieJSON {
    var object = json.raw as? [String: Any] ?? [:]
    object[key] = value
    return LottieJSON(raw: object, path: json.path)
  }
}

extension LottieTranslator {
  /// Reports what a merge (`mm`) at `index` of `items` cannot draw exactly.
  mutating func reportMerge(_ items: [LottieJSON], at index: Int, inherited: [LottieJSON]) {
    let item = items[index]
    guard Self.canMerge(items, at: index, inherited: inherited) else {
      report(item, "merge paths (mm) across nested groups or with trims", "ignored: the paths are drawn as they are")
      return
    }
    let mode = item.int("mm") ?? 1
    let stroked = items[(index + 1)...].contains { ["st", "gs"].contains($0["ty"]?.string ?? "") && !$0.bool("hd") }
    let shapes = items[0..<index].filter {
      ["sh", "rc", "el", "sr"].contains($0["ty"]?.string ?? "") && !$0.bool("hd")
    }
    if stroked, [3, 4].contains(mode), shapes.count > 1 {
      report(
        item, "merge paths (mm) subtract or intersect under a stroke", "the first shape's stroke, clipped to the result"
      )
    }
  }
}
