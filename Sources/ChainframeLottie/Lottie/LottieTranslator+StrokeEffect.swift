import ChainframeModel

/// After Effects' Stroke effect (`ef` type 22) as lottie-web's svg renderer draws it
/// (SVGStrokeEffect): the layer's mask paths stroked with round caps, the width twice the
/// brush size, as dashes one pixel long with gaps of 2 × size × spacing % (so the brush's
/// round dabs merge into a line), between start and end %. Paint style 1 draws the strokes
/// over the layer, 2 instead of it, 3 reveals the layer under them. For 1 and 2 lottie-web
/// takes the SVG `mask` off the layer's element, so masks stop clipping the layer, except when
/// they are a `clip-path` (every mask adds, none inverted, expanded or below 100 % opacity),
/// which it leaves: then the strokes are clipped too.
extension LottieTranslator {
  /// What a Stroke effect does to a layer.
  struct StrokeEffect {
    /// The stroked mask paths, in the layer's space.
    var strokes: [SceneText]
    /// Paint style: 1 on the original image, 2 on transparent, 3 reveal the original image.
    var paintStyle: Int
    /// Whether the layer's masks still clip it (and the strokes).
    var keepsMasks: Bool
  }

  /// Whether lottie-web makes `layer`'s masks an SVG `clip-path` rather than a `mask`: every
  /// mask adds (or is off), none is inverted, expanded or below a static 100 % opacity.
  static func masksClip(_ layer: LottieJSON) -> Bool {
    let masks = layer["masksProperties"]?.array ?? []
    return masks.contains { ($0["mode"]?.string ?? "a") != "n" }
      && masks.allSatisfy { mask in
        let mode = mask["mode"]?.string ?? "a"
        let opacity = mask["o"]
        return (mode == "a" || mode == "n") && !mask.bool("inv") && opacity?["x"] == nil
          && (opacity?["k"]?.numbers.map { $0 == [100] } ?? (opacity == nil))
          && (mask["x"]?["k"]?.numbers.map { $0 == [0] } ?? true)
      }
  }

  /// The first enabled Stroke effect of `layer`, nil when it has none; a second one is
  /// reported.
  mutating func strokeEffect(_ layer: LottieJSON) -> StrokeEffect? {
    let effects = (layer["ef"]?.array ?? []).filter { $0.int("ty") == 22 && ($0.int("en") ?? 1) != 0 }
    guard let effect = effects.first else { return nil }
    for extra in effects.dropFirst() { report(extra, "a second Stroke effect on one layer", "not drawn") }
    let params = effect["ef"]?.array ?? []
    func value(_ k: Int) -> LottieProperty? { k < params.count ? LottieProperty(params[k]["v"]) : nil }
    func number(_ k: Int, _ fallback: Double) -> Double {
      guard let p = value(k) else { return fallback }
      if p.isAnimated { report(params[k]["v"], "animated Stroke effect parameter", "held at its first value") }
      return p.initial.first.flatMap { $0.isFinite ? $0 : nil } ?? fallback
    }
    let paintStyle = Int(number(10, 1))
    let size = max(number(4, 1), 0)
    let spacing = max(number(9, 15), 0)
    let opacity = min(max(number(6, 1), 0), 1)
    let start = min(max(number(7, 0), 0), 100)
    let end = min(max(number(8, 100), 0), 100)
    let allMasks = number(1, 0) == 1
    let masks = layer["masksProperties"]?.array ?? []
    let chosen = allMasks ? Array(masks.indices) : [Int(number(0, 1)) - 1].filter { masks.indices.contains($0) }
    // lottie-web writes the colour as rgb(floor(255 c)); its animation is kept.
    var color: Any = ["a": 0, "k": [1, 1, 1, 1]] as [String: Any]
    if paintStyle != 3, params.count > 3, let raw = params[3]["v"]?.raw { color = raw }
    // Held to the scene's ranges (a stroke 10,000 px wide already covers any canvas).
    let width = min(2 * size, SceneLimits.strokeWidthRange.upperBound)
    let gap = min(2 * size * spacing / 100, 1e6)
    var members: [String: Any] = [
      "ty": "st", "c": color, "o": ["a": 0, "k": 100] as [String: Any],
      "w": ["a": 0, "k": width] as [String: Any], "lc": 2, "lj": 1, "ml": 4,
    ]
    if gap > 0 {
      members["d"] = [
        ["n": "d", "v": ["a": 0, "k": 1] as [String: Any]],
        ["n": "g", "v": ["a": 0, "k": gap] as [String: Any]],
        ["n": "o", "v": ["a": 0, "k": 1] as [String: Any]],
      ]
    }
    let style = Self.syntheticStyle(members, path: effect.path)
    var trims: [LottieJSON] = []
    if start != 0 || end != 100 {
      trims.append(
        Self.syntheticStyle(
          [
            "ty": "tm", "s": ["a": 0, "k": min(start, end)] as [String: Any],
            "e": ["a": 0, "k": max(start, end)] as [String: Any], "o": ["a": 0, "k": 0] as [String: Any], "m": 1,
          ], path: effect.path))
    }
    var strokes: [SceneText] = []
    for k in chosen where (masks[k]["mode"]?.string ?? "a") != "n" {
      // lottie-web strokes the mask's own path (an inverted mask's frame is not stroked).
      guard let outline = maskOutline(masks[k], inverted: false),
        let layer = paintedLayer(outline, style: style, trims: trims, id: masks[k]["nm"]?.string ?? "stroke effect")
      else { continue }
      strokes.append(layer)
    }
    // The opacity is the group's (lottie-web's `opacity` on the strokes' `g`): where two
    // strokes cross they are not darker.
    if !strokes.isEmpty && opacity < 1 {
      strokes = [
        .map([
          (.type, .string("group")), (.id, .string(makeId(nil, fallback: "stroke effect"))),
          (.opacity, .number(opacity)), (.children, .list(strokes)),
        ])
      ]
    }
    return StrokeEffect(strokes: strokes, paintStyle: paintStyle, keepsMasks: paintStyle == 3 || Self.masksClip(layer))
  }

  /// `content` with the Stroke effect's strokes drawn as its paint style says.
  mutating func stroked(_ content: [SceneText], by effect: StrokeEffect) -> [SceneText] {
    switch effect.paintStyle {
    case 2: return effect.strokes
    case 3:
      guard !effect.strokes.isEmpty, !content.isEmpty else { return [] }
      return [group(content, mask: ("alpha", group(effect.strokes)))]
    default: return content + effect.strokes
    }
  }
}
