import ChainframeModel

/// Text animators on text without glyph outlines: the scene text layer's own `animators`
/// (range selectors and per-character changes), which the renderer applies to each
/// character Pango lays out, with the selector math lottie-web uses.
extension LottieTranslator {
  /// Most drawn characters × output frames of one document whose animators are baked by the
  /// scene (beyond it the text is drawn still, reported): keeps the scene's keyframe stops
  /// well inside ``SceneLimits/maxSegments``.
  static let maxFontLetterFrames = 250_000

  /// The scene `animators` list, `characterAnchor` and `anchorGrouping` for `t.a` on font
  /// text (`size` is the first document's font size, for the grouping alignment's y;
  /// `characters` the most drawn characters of a document); nil when nothing in it changes
  /// anything or it is too large to bake.
  mutating func fontTextAnimators(_ t: LottieJSON, size: Double, characters: Int) -> (
    animators: SceneText, anchor: SceneText?, grouping: SceneText?
  )? {
    guard let animation = LottieTextAnimation(t) else { return nil }
    let frames = animation.isAnimated ? animator.timebase.frameCount : 1
    guard characters <= Self.maxAnimatedLetters, characters * frames <= Self.maxFontLetterFrames else {
      report(
        t["a"],
        "text animators over more than \(Self.maxFontLetterFrames) character-frames on text without glyph outlines",
        "ignored: the text is drawn still")
      return nil
    }
    reportTextAnimators(t)
    var items: [SceneText] = []
    for (item, a) in zip((t["a"]?.array ?? []).filter { $0["a"]?.isObject ?? false }, animation.animators) {
      let props = item["a"]
      for (key, feature) in [
        ("sk", "skew"), ("fh", "fill hue"), ("fs", "fill saturation"),
        ("fb", "fill brightness"),
      ] {
        guard let json = props?[key], let p = LottieProperty(json) else { continue }
        if p.isAnimated || p.initial.contains(where: { $0 != 0 }) {
          report(json, "text animator \(feature) (\(key)) on text without glyph outlines", "ignored")
        }
      }
      var entries: [(SceneKey, SceneText)] = [(.range, .map(rangeEntries(a.selector)))]
      if let p = a.position { entries.append((.position, textValue(p) { .pair($0[0], $0.count > 1 ? $0[1] : 0) })) }
      if let p = a.scale {
        entries.append(
          (.scale, textValue(p) { .pair(Self.finite($0[0] / 100), Self.finite(($0.count > 1 ? $0[1] : $0[0]) / 100)) }))
      }
      if let p = a.rotation { entries.append((.rotation, textValue(p) { .number($0[0]) })) }
      if let p = a.opacity { entries.append((.opacity, textValue(p) { .number(min(max($0[0] / 100, 0), 1)) })) }
      if let p = a.tracking { entries.append((.tracking, textValue(p) { .number(min(max($0[0], -1e5), 1e5)) })) }
      if let p = a.strokeWidth {
        entries.append((.strokeWidth, textValue(p) { .number(min(max($0[0], -1e4), 1e4)) }))
      }
      if let p = a.anchor { entries.append((.anchor, textValue(p) { .pair($0[0], $0.count > 1 ? $0[1] : 0) })) }
      for (key, p) in [(SceneKey.fill, a.fill), (.stroke, a.stroke)] {
        guard let p, LottieTextDocument.color(p.initial) != nil else { continue }
        entries.append(
          (
            key,
            textValue(p) { v in
              .string(LottieAnimator.colorText(Array((LottieTextDocument.color(v) ?? [0, 0, 0]).prefix(3)) + [1]))
            }
          ))
      }
      items.append(.map(entries))
    }
    // lottie-web's `m.g`: 1 characters (the default, written as nothing), 2 words, 3 lines.
    let groupings = TextAnimatorNames.Grouping.allCases
    let grouping: SceneText? =
      (2...groupings.count).contains(animation.grouping) ? .string(groupings[animation.grouping - 1].rawValue) : nil
    var anchor: SceneText?
    if let a = animation.alignment {
      if a.isAnimated { report(t["m"]?["a"], "animated text grouping alignment", "its first value") }
      let v = a.initial
      let x = 0.5 + (v.first ?? 0) / 200
      let y = (v.count > 1 ? v[1] : 0) * size * 1.2 * 0.714 * 0.01
      if x != 0.5 || y != 0 { anchor = .pair(min(max(x, -10), 10), min(max(y, -1e5), 1e5)) }
    }
    return (.list(items), anchor, grouping)
  }

  /// A finite number (0 for NaN and infinities), within ±1000.
  static func finite(_ v: Double) -> Double { v.isFinite ? min(max(v, -1000), 1000) : 0 }

  /// The scene `range` of a selector.
  mutating func rangeEntries(_ s: LottieTextSelector) -> [(SceneKey, SceneText)] {
    var out: [(SceneKey, SceneText)] = []
    let span: ([Double]) -> SceneText = { .number(min(max($0[0], -1e6), 1e6)) }
    let percent: ([Double]) -> SceneText = { .number(min(max($0[0], -100), 100)) }
    if let p = s.start { out.append((.start, textValue(p, span))) }
    if let p = s.end { out.append((.end, textValue(p, span))) }
    if let p = s.offset { out.append((.offset, textValue(p, span))) }
    if let p = s.amount { out.append((.amount, textValue(p) { .number(min(max($0[0], -1000), 1000)) })) }
    if let p = s.easeHigh { out.append((.easeHigh, textValue(p, percent))) }
    if let p = s.easeLow { out.append((.easeLow, textValue(p, percent))) }
    if let p = s.smoothness { out.append((.smoothness, textValue(p) { .number(min(max($0[0], 0), 100)) })) }
    if s.countsIndexes { out.append((.units, .string("index"))) }
    if s.basis != 1 {
      out.append((.basedOn, .string(TextAnimatorNames.Basis.allCases[s.basis - 1].rawValue)))
    }
    if s.shape != 1 {
      out.append((.shape, .string(TextAnimatorNames.Shape.allCases[s.shape - 1].rawValue)))
    }
    if s.randomized { out.append((.randomize, .bool(true))) }
    return out
  }

  /// A property as a static value, or its value at every output frame as keyframe stops.
  mutating func textValue(_ p: LottieProperty, _ format: @escaping ([Double]) -> SceneText) -> SceneText {
    let safe: ([Double]) -> SceneText = { v in
      let finite = v.map { $0.isFinite ? $0 : 0 }
      return format(finite.isEmpty ? [0] : finite)
    }
    guard p.isAnimated else { return safe(p.initial) }
    let baked = animator.bake(p, LottieAnimator.Target(name: "value", convert: { $0 }, format: safe))
    for case .map(let entries) in baked {
      if let stops = entries.first(where: { $0.0 == .keyframes })?.1 { return stops }
    }
    return safe(p.value(at: animator.timebase.localFrame(ofOutput: 0)))
  }
}
