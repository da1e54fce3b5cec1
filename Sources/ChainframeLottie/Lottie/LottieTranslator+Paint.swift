import ChainframeModel

/// Fills, strokes, gradients and trims on outline layers.
extension LottieTranslator {
  /// An outline layer painted by one Lottie style, with trims.
  mutating func paintedLayer(_ outline: Outline, style: LottieJSON, trims: [LottieJSON], id name: String?) -> SceneText?
  {
    if Self.needsVariants(style) { return styleVariants(outline, style: style, trims: trims, id: name) }
    var entries: [(SceneKey, SceneText)]
    var animations: [SceneText] = []
    var box: (x: Double, y: Double, w: Double, h: Double)?
    switch outline {
    case .path(let d):
      entries = [(.type, .string("path")), (.d, .string(d))]
      box = Self.box(ofPath: d)
    case .animated(let e, let a):
      entries = e
      animations = a
    case .morph(let frames):
      return morphLayers(frames, style: style, trims: trims, id: name)
    }
    let styleType = style["ty"]?.string ?? ""
    // Gradient strokes, and gradient fills of animated outlines: a gradient rectangle in the
    // file's pixel space, masked by the outline painted white.
    // Also gradient fills whose points lie far outside the shape's box (a thin shape lit by a
    // distant gradient): in box units they would leave the scene's ±100 range.
    if styleType == "gs" || (styleType == "gf" && (box.map { !Self.gradientFits(style, box: $0) } ?? true)) {
      return maskedGradient(outline, style: style, trims: trims, id: name)
    }
    entries.insert(
      (.id, .string(makeId(name, fallback: styleType == "st" || styleType == "gs" ? "stroke" : "fill"))), at: 1)
    if style.int("r") == 2 { entries.append((.fillRule, .string("evenodd"))) }
    switch styleType {
    case "fl":
      let color = LottieProperty(style["c"]) ?? LottieProperty(value: [1, 1, 1], path: style.path)
      let opacity = LottieProperty(style["o"]) ?? LottieProperty(value: [100], path: style.path)
      let r = paintColor("fill", color: color, opacity: opacity)
      entries.append((.fill, r.base))
      animations += r.animations
    case "st", "gs":
      var stroke: [(SceneKey, SceneText)] = []
      if styleType == "st" {
        let color = LottieProperty(style["c"]) ?? LottieProperty(value: [0, 0, 0], path: style.path)
        let opacity = LottieProperty(style["o"]) ?? LottieProperty(value: [100], path: style.path)
        let r = paintColor("stroke", color: color, opacity: opacity)
        stroke.append((.color, r.base))
        animations += r.animations
      }
      if let w = LottieProperty(style["w"]) {
        let r = animator.animate(w, .scalar("strokeWidth"))
        stroke.append((.width, r.base))
        animations += r.animations
      }
      stroke.append((.cap, .string(["butt", "butt", "round", "square"][min(max(style.int("lc") ?? 1, 0), 3)])))
      stroke.append((.join, .string(["miter", "miter", "round", "bevel"][min(max(style.int("lj") ?? 1, 0), 3)])))
      stroke.append((.miterLimit, .number(min(max(style.number("ml") ?? 4, 1), 100))))
      stroke += dashes(style)
      entries.append((.stroke, .map(stroke)))
    case "gf":
      if let gradient = gradientFill(style, box: box) {
        entries.append((.fill, gradient))
        animations += gradientAnimations(style, count: min(gradientStops(style).count, 8))
      }
    default:
      return nil
    }
    if trims.count > 1 {
      let chained = chainedTrim(trims)
      entries += chained.entries
      animations += chained.animations
    } else if let trim = trims.first {
      for (key, target) in [
        ("s", LottieAnimator.Target.scalar("trimStart", factor: 0.01)), ("e", .scalar("trimEnd", factor: 0.01)),
        ("o", .scalar("trimOffset", factor: 1.0 / 360)),
      ] {
        guard let prop = LottieProperty(trim[key]) else { continue }
        let r = animator.animate(prop, target)
        entries.append((SceneKey(property: target.name), r.base))
        animations += r.animations
      }
    }
    if !animations.isEmpty { entries.append((.animations, .list(animations))) }
    return .map(entries)
  }

  /// Several trims on one outline (nearest first) as one scene trim: each trims what the
  /// one before left, as lottie-web chains them; baked per output frame when any animates.
  mutating func chainedTrim(_ trims: [LottieJSON]) -> (entries: [(SceneKey, SceneText)], animations: [SceneText]) {
    let props = trims.map { trim in
      ["s", "e", "o"].map { key in LottieProperty(trim[key]) ?? LottieProperty(value: [key == "e" ? 100 : 0], path: "")
      }
    }
    func span(at frame: Double) -> (start: Double, length: Double) {
      LottieTrimChain.span(
        props.map { p in
          LottieTrimChain.Trim(
            start: p[0].value(at: frame).first ?? 0, end: p[1].value(at: frame).first ?? 100,
            offset: p[2].value(at: frame).first ?? 0)
        })
    }
    let first = span(at: animator.timebase.localFrame(ofOutput: 0))
    let entries: [(SceneKey, SceneText)] = [
      (SceneKey(property: "trimStart"), .number(0)), (SceneKey(property: "trimEnd"), .number(first.length)),
      (SceneKey(property: "trimOffset"), .number(first.start)),
    ]
    guard props.contains(where: { $0.contains(where: \.isAnimated) }) else { return (entries, []) }
    let path = trims[0].path
    let format: ([Double]) -> SceneText = { .number($0[0]) }
    let ends = animator.bake(name: "trimEnd", path: path, format: format, value: { [span(at: $0).length] })
    let starts = animator.bake(name: "trimOffset", path: path, format: format, value: { [span(at: $0).start] })
    return (entries, ends + starts)
  }

  /// A gradient (`gf`/`gs` `style`) drawn through the outline as a mask.
  mutating func maskedGradient(_ outline: Outline, style: LottieJSON, trims: [LottieJSON], id name: String?)
    -> SceneText?
  {
    guard var plain = style.raw as? [String: Any] else { return nil }
    plain["ty"] = style["ty"]?.string == "gs" ? "st" : "fl"
    plain["c"] = ["a": 0, "k": [1, 1, 1]] as [String: Any]
    plain["o"] = ["a": 0, "k": 100] as [String: Any]
    var region = (x: -500_000.0, y: -500_000.0, w: 1_000_000.0, h: 1_000_000.0)
    if case .path(let d) = outline, Self.opacityIsMasked(style) {
      // lottie-web's svg renderer draws a gradient's opacity as a <mask> of default units: the
      // path's bounding box widened by 10 % each side. A stroke wider than that margin is cut
      // off, and a path with a flat box (a straight level or upright line) draws nothing.
      guard let b = Self.box(ofPath: d), b.w > 0, b.h > 0 else { return nil }
      let masked = (x: b.x - b.w / 10, y: b.y - b.h / 10, w: b.w * 1.2, h: b.h * 1.2)
      // Gradient points must stay within the scene's range of box units; else the region
      // stays unbounded (drawn, just not cut).
      if Self.gradientFits(style, box: masked) { region = masked }
    }
    guard
      let shape = paintedLayer(
        outline, style: LottieJSON(raw: plain, location: style.location), trims: trims, id: name),
      let gradient = gradientFill(style, box: region)
    else { return nil }
    return .map([
      (.type, .string("rect")), (.id, .string(makeId(name.map { "\($0) gradient" }, fallback: "gradient"))),
      (.anchor, .pair(0, 0)), (.position, .pair(region.x, region.y)), (.size, .pair(region.w, region.h)),
      (.fill, gradient), (.mask, .map([(.mode, .string("alpha")), (.layers, .list([shape]))])),
      (.animations, .list(gradientAnimations(style, count: min(gradientStops(style).count, 8)))),
    ])
  }

  /// The bounding box of path data `d` (as the scene measures paths), nil when it does not parse.
  static func box(ofPath d: String) -> (x: Double, y: Double, w: Double, h: Double)? {
    guard case .success(let segments) = PathDataParser.parse(d) else { return nil }
    let b = FlattenedPath.bounds(of: segments)
    return (b.minX, b.minY, b.maxX - b.minX, b.maxY - b.minY)
  }

  /// Whether lottie-web draws `style`'s gradient opacity through a mask: the gradient has
  /// opacity stops, and they do not sit at the colour stops' offsets (within 0.01) in every
  /// keyframe, which would let it fold them into the colour stops.
  static func opacityIsMasked(_ style: LottieJSON) -> Bool {
    guard let g = style["g"], let k = g["k"], let p = g.int("p"), p > 0 else { return false }
    let values: [[Double]] =
      if let keyframes = k["k"]?.array, keyframes.first?.isObject == true {
        keyframes.compactMap { $0["s"]?.numbers }
      } else {
        k["k"]?.numbers.map { [$0] } ?? []
      }
    guard let first = values.first, first.count > 4 * p else { return false }
    for raw in values {
      guard (raw.count - 4 * p) / 2 == p, raw.count >= 6 * p else { return true }
      for i in 0..<p where abs(raw[4 * i] - raw[4 * p + 2 * i]) > 0.01 { return true }
    }
    return false
  }

  /// A colour and an opacity (percent) as one scene colour, animated as needed.
  mutating func paintColor(_ name: String, color: LottieProperty, opacity: LottieProperty) -> (
    base: SceneText, animations: [SceneText]
  ) {
    let rgb = Self.unitColor(color.initial)
    let alpha = (opacity.initial.first ?? 100) / 100
    if color.isAnimated && opacity.isAnimated {
      // Both animate, each on its own keys: the combined colour is baked per frame.
      let format: ([Double]) -> SceneText = { .string(LottieAnimator.colorText($0)) }
      let animations = animator.bake(name: name, path: color.path, format: format) { frame in
        Self.unitColor(color.value(at: frame)) + [(opacity.value(at: frame).first ?? 100) / 100]
      }
      guard animations.isEmpty else { return (format(rgb + [alpha]), animations) }
      let f = animator.timebase.localFrame(ofOutput: 0)
      return (format(Self.unitColor(color.value(at: f)) + [(opacity.value(at: f).first ?? 100) / 100]), [])
    }
    if opacity.isAnimated { return animator.animate(opacity, .alpha(name, color: rgb)) }
    var target = LottieAnimator.Target.color(name, alpha: alpha)
    let convert = target.convert
    target.convert = { convert(Self.unitColor($0)) }
    return animator.animate(color, target)
  }

  /// Lottie colours are 0…1; some old exporters wrote 0…255.
  static func unitColor(_ c: [Double]) -> [Double] {
    let rgb = Array(c.prefix(3)) + Array(repeating: 0, count: max(0, 3 - c.count))
    return rgb.contains { $0 > 1 } ? rgb.map { $0 / 255 } : rgb
  }

  /// Whether `style` is a stroke with a dash pattern (some dash or gap above zero).
  static func isDashed(_ style: LottieJSON) -> Bool {
    guard ["st", "gs"].contains(style["ty"]?.string ?? ""), let list = style["d"]?.array else { return false }
    return list.contains { item in
      item["n"]?.string != "o"
        && (LottieProperty(item["v"]).map { $0.isAnimated || $0.initial.first ?? 0 > 0 } ?? false)
    }
  }

  /// `dash` and `dashOffset` of a stroke's `d` list.
  mutating func dashes(_ style: LottieJSON) -> [(SceneKey, SceneText)] {
    guard let list = style["d"]?.array, !list.isEmpty else { return [] }
    var dash: [Double] = []
    var offset = 0.0
    for item in list {
      guard let prop = LottieProperty(item["v"]) else { continue }
      if prop.isAnimated { report(item["v"], "animated dash", "held at its first value") }
      let v = max(prop.initial.first ?? 0, 0)
      if item["n"]?.string == "o" { offset = prop.initial.first ?? 0 } else { dash.append(v) }
    }
    if dash.count % 2 == 1 { dash += dash }
    guard !dash.isEmpty, dash.contains(where: { $0 > 0 }) else { return [] }
    var out: [(SceneKey, SceneText)] = [(.dash, .numbers(dash))]
    if offset != 0 { out.append((.dashOffset, .number(offset))) }
    return out
  }
}
