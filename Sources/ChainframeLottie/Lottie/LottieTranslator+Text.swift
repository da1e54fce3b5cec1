import ChainframeModel

/// Text layers (`ty` 5): each text document (`t.d.k`, hold-keyed) as glyph outlines when the
/// file carries them (`chars`, exact and font-independent, as lottie-web draws them), else
/// as a scene `text` layer in the document's font.
extension LottieTranslator {
  /// Most distinct documents drawn for one text layer.
  static let maxTextDocuments = 1_000

  /// The scene layers of a text layer: one per run of output frames showing one document.
  mutating func text(_ layer: LottieJSON) -> [SceneText] {
    guard let t = layer["t"], let keys = t["d"]?["k"]?.array else {
      report(layer["t"], "text layer without a text document", "not drawn")
      return []
    }
    if fonts.hasGlyphs && fonts.glyphsFromOldExporter {
      report(
        layer["t"], "text drawn from the glyphs (`chars`) of a file older than Bodymovin 4.7.99",
        "not drawn, as lottie-web draws none")
      return []
    }
    let animation = fonts.hasGlyphs ? LottieTextAnimation(t) : nil
    var textAnimator: LottieTextWholeAnimator?
    var sceneAnimators: (animators: SceneText, anchor: SceneText?, grouping: SceneText?)?
    if fonts.hasGlyphs {
      reportTextAnimators(t)
    } else {
      // Without glyph outlines the scene text's own animators move characters one by one;
      // an animator changing every character alike stays a change of the whole text.
      let (whole, unsupported) = LottieTextWholeAnimator.read(t["a"])
      textAnimator = whole
      if unsupported {
        let docs = keys.prefix(Self.maxTextDocuments).compactMap { $0["s"].flatMap(LottieTextDocument.init) }
        let characters = docs.map { $0.text.count { !$0.isWhitespace } }.max() ?? 0
        sceneAnimators = fontTextAnimators(t, size: docs.first?.size ?? 0, characters: characters)
      }
    }
    if let p = t["p"], p["m"] != nil { report(p, "text on a path (t.p)", "ignored: drawn on straight lines") }
    var documents: [(time: Double, doc: LottieTextDocument, json: LottieJSON)] = []
    for key in keys.prefix(Self.maxTextDocuments) {
      guard let s = key["s"], let doc = LottieTextDocument(s) else { continue }
      if doc.truncated {
        report(s["t"], "text longer than \(LottieTextDocument.maxCharacters) characters", "cut there")
      }
      documents.append((key.number("t") ?? 0, doc, s))
    }
    if keys.count > Self.maxTextDocuments {
      report(t["d"], "more than \(Self.maxTextDocuments) text keyframes", "the rest ignored")
    }
    documents.sort { $0.time < $1.time }
    guard !documents.isEmpty else {
      report(t["d"], "text layer without a text document", "not drawn")
      return []
    }
    // Keyframes repeating an earlier document draw that one's layers.
    var firstIndex: [LottieTextDocument: Int] = [:]
    let canonical = documents.indices.map { k in
      if let known = firstIndex[documents[k].doc] { return known }
      firstIndex[documents[k].doc] = k
      return k
    }
    // The document shown at each output frame: the last keyframe at or before it (hold),
    // compared as lottie-web compares them, so a key at 24.000001 is not shown at frame 24.
    let timebase = animator.timebase
    var runs: [(start: Int, end: Int, index: Int)] = []
    let sweeps =
      documents.count > 1
      && animator.spendSweep(path: t["d"]?.path ?? "", feature: "text keyframes", effect: "its first text shown")
    if !sweeps { runs.append((0, timebase.frameCount, canonical[0])) }
    for n in 0..<(sweeps ? timebase.frameCount : 0) {
      let f = timebase.localFrame(ofOutput: n) + 1e-9
      let index = canonical[documents.lastIndex { $0.time <= f } ?? 0]
      if let last = runs.last, last.index == index {
        runs[runs.count - 1].end = n + 1
      } else {
        runs.append((n, n + 1, index))
      }
    }
    let period = timebase.fps.secondsPerFrame
    let name = layer["nm"]?.string
    var out: [SceneText] = []
    var drawn: [Int: [SceneText]] = [:]
    for run in runs {
      let entry = documents[run.index]
      let nodes =
        drawn[run.index]
        ?? textDocument(
          entry.doc, json: entry.json, name: name, animator: textAnimator, animation: animation,
          sceneAnimators: sceneAnimators)
      // Characters drawn one by one nest ids the renaming below does not reach: drawn afresh.
      if animation == nil { drawn[run.index] = nodes }
      let cost = nodes.reduce(0) { $0 + Self.textBytes($1) }
      guard cost <= textBudget.bytes else {
        report(t["d"], "text layers larger than 16 MB in all", "the rest not drawn")
        break
      }
      textBudget.bytes -= cost
      guard runs.count > 1 else { return animated(nodes, by: textAnimator) }
      for case .map(var entries) in nodes {
        let id = makeId(name.map { "\($0) \(run.start)" }, fallback: "text")
        entries = entries.map { $0.0 == .id ? (.id, .string(id)) : $0 }
        entries.append((.visible, .pair(max(0, Double(run.start) * period - 1e-9), Double(run.end) * period - 1e-9)))
        out.append(.map(entries))
      }
    }
    return animated(out, by: textAnimator)
  }

  /// Bytes of path data and text in a node.
  static func textBytes(_ node: SceneText) -> Int {
    switch node {
    case .map(let entries): return entries.reduce(0) { $0 + textBytes($1.1) }
    case .list(let items): return items.reduce(0) { $0 + textBytes($1) }
    case .string(let s): return s.utf8.count
    default: return 8
    }
  }

  /// `nodes` in a group moved and faded by a whole-text animator.
  mutating func animated(_ nodes: [SceneText], by textAnimator: LottieTextWholeAnimator?) -> [SceneText] {
    guard let textAnimator, !nodes.isEmpty, textAnimator.position != nil || textAnimator.opacity != nil else {
      return nodes
    }
    var entries: [(SceneKey, SceneText)] = [
      (.type, .string("group")), (.id, .string(makeId(nil, fallback: "text animator"))), (.anchor, .pair(0, 0)),
    ]
    var animations: [SceneText] = []
    if let p = textAnimator.position {
      let r = animator.animate(p, .pair("position"))
      entries.append((.position, r.base))
      animations += r.animations
    }
    if let o = textAnimator.opacity {
      let r = animator.animate(o, .scalar("opacity", factor: 0.01))
      entries.append((.opacity, r.base))
      animations += r.animations
    }
    if !animations.isEmpty { entries.append((.animations, .list(animations))) }
    entries.append((.children, .list(nodes)))
    return [.map(entries)]
  }

  /// The layers drawing one document: stroke and fill (in the document's order).
  mutating func textDocument(
    _ doc: LottieTextDocument, json: LottieJSON, name: String?, animator textAnimator: LottieTextWholeAnimator? = nil,
    animation: LottieTextAnimation? = nil,
    sceneAnimators: (animators: SceneText, anchor: SceneText?, grouping: SceneText?)? = nil
  ) -> [SceneText] {
    guard doc.size > 0, !doc.text.isEmpty else { return [] }
    var doc = doc
    if let fill = textAnimator?.fill { doc.fill = fill }
    var strokeAnimations: [SceneText] = []
    var strokeWidth = doc.strokeWidth
    if let sw = textAnimator?.strokeWidth {
      var target = LottieAnimator.Target.scalar("strokeWidth")
      let base = doc.strokeWidth
      target.convert = { [max(($0.first ?? 0) + base, 0)] }
      let r = animator.animate(sw, target)
      strokeWidth = max((sw.initial.first ?? 0) + base, 0)
      strokeAnimations = r.animations
    }
    let font: LottieFonts.Font
    if let known = fonts.fonts[doc.font] {
      font = known
    } else {
      report(json["f"], "font \(JSONText.quote(doc.font)) not in fonts.list", "drawn in DejaVu Sans")
      font = LottieFonts.Font(family: "DejaVu Sans", style: "", weight: 400, italic: false, ascent: 75)
    }
    let strokeNode: (SceneKey, SceneText)? = doc.stroke.flatMap { color in
      strokeWidth > 0 || !strokeAnimations.isEmpty
        ? (.stroke, .map([(.color, .string(LottieAnimator.colorText(color))), (.width, .number(strokeWidth))]))
        : nil
    }
    let fillNode: (SceneKey, SceneText)? = doc.fill.map { (.fill, .string(LottieAnimator.colorText($0))) }
    if fonts.hasGlyphs {
      let perLetter = animation != nil
      let layout = LottieTextLayout(
        doc, font: font, glyphs: fonts, budget: textBudget.vertices, perLetter: perLetter)
      textBudget.vertices -= layout.used
      if !layout.missing.isEmpty {
        report(json["t"], "no glyph in chars for \(layout.missing.prefix(8).joined(separator: ", "))", "left out")
      }
      if layout.cut {
        report(json["t"], "text layers with more than \(LottieTextLayout.maxVertices) glyph points in all", "cut")
      }
      if let animation {
        let count = layout.letters.count { $0.glyph != nil }
        if count <= Self.maxAnimatedLetters {
          return letterLayers(layout.letters, doc: doc, animation: animation, json: json, name: name)
        }
        report(json["t"], "text animators on more than \(Self.maxAnimatedLetters) characters", "drawn still")
        return textDocument(doc, json: json, name: name)
      }
      guard !layout.paths.isEmpty else { return [] }
      func glyphLayers(_ paint: (SceneKey, SceneText)) -> [SceneText] {
        layout.paths.map { d in
          var entries: [(SceneKey, SceneText)] = [
            (.type, .string("path")), (.id, .string(makeId(name, fallback: "text"))), (.d, .string(d)),
          ]
          if paint.0 == .stroke {
            entries.append((.fill, .string("transparent")))
            if case .map(var stroke) = paint.1 {
              stroke += [(.join, .string("round")), (.cap, .string("butt"))]
              entries.append((.stroke, .map(stroke)))
            }
            if !strokeAnimations.isEmpty { entries.append((.animations, .list(strokeAnimations))) }
          } else {
            entries.append(paint)
          }
          return .map(entries)
        }
      }
      var layers = [fillNode, strokeNode].compactMap { $0 }.map(glyphLayers)
      if !doc.strokeOverFill { layers.reverse() }
      return layers.flatMap { $0 }
    }
    var face = font
    if let installed = fontIsInstalled, !installed(font.family) {
      report(json["f"], "font family \(JSONText.quote(font.family)) is not installed", "drawn in DejaVu Sans")
      face.family = "DejaVu Sans"
    }
    return textLayers(
      doc, font: face, fill: fillNode, stroke: strokeNode, strokeAnimations: strokeAnimations, name: name,
      sceneAnimators: sceneAnimators)
  }

  /// A document as scene `text` layers in its font, the stroke over the fill.
  mutating func textLayers(
    _ doc: LottieTextDocument, font: LottieFonts.Font, fill: (SceneKey, SceneText)?, stroke: (SceneKey, SceneText)?,
    strokeAnimations: [SceneText] = [], name: String?,
    sceneAnimators: (animators: SceneText, anchor: SceneText?, grouping: SceneText?)? = nil
  ) -> [SceneText] {
    var base: [(SceneKey, SceneText)] = [(.type, .string("text"))]
    var fontEntries: [(SceneKey, SceneText)] = [
      (.family, .string(font.family)), (.size, .number(max(doc.size, SceneLimits.fontSizeRange.lowerBound))),
    ]
    if font.weight != 400 { fontEntries.append((.weight, .number(Double(font.weight)))) }
    if font.italic { fontEntries.append((.style, .string("italic"))) }
    base.append((.font, .map(fontEntries)))
    if doc.justify != 0 { base.append((.align, .string(doc.align))) }
    let ratio = doc.lineHeight / doc.size
    if doc.text.contains("\n") || doc.box != nil {
      base.append((.lineHeight, .number(min(max(ratio, 0.1), 10))))
      if ratio < 0.1 || ratio > 10 { report(nil, "text line height \(doc.lineHeight) px", "clamped") }
    }
    let spacing = doc.tracking / 1000 * doc.size
    if spacing != 0 { base.append((.letterSpacing, .number(min(max(spacing, -1000), 1000)))) }
    // lottie-web places each character by its own measured advance: no kerning, no ligatures.
    base.append((.fontFeatures, .list([.string("-kern"), .string("-liga")])))
    var position = [0.0, -doc.baselineShift]
    if let box = doc.box {
      base.append((.width, .number(box[0])))
      position[0] += doc.boxPosition[0] + box[0] * [0, 1, 0.5][doc.justify]
      position[1] += doc.boxPosition[1] + font.ascent * doc.size / 100
    }
    if let sceneAnimators {
      base.append((.animators, sceneAnimators.animators))
      if let anchor = sceneAnimators.anchor { base.append((.characterAnchor, anchor)) }
      if let grouping = sceneAnimators.grouping { base.append((.anchorGrouping, grouping)) }
    }
    // lottie-web moves every line after the first one pixel further down (as LottieTextLayout
    // does for glyph text): without animators or a box, whose characters and wrapping stay
    // with the whole text, the later lines are a text of their own, a line and a pixel lower.
    var parts = [(text: doc.text, dy: 0.0)]
    if sceneAnimators == nil, doc.box == nil, let newline = doc.text.firstIndex(of: "\n") {
      parts = [
        (String(doc.text[..<newline]), 0), (String(doc.text[doc.text.index(after: newline)...]), doc.lineHeight + 1),
      ]
      parts.removeAll { $0.text.isEmpty }
    }
    var layers: [SceneText] = []
    for paint in [fill, stroke].compactMap({ $0 }) {
      for part in parts {
        var entries = base
        entries.insert((.text, .string(part.text)), at: 1)
        entries.insert((.id, .string(makeId(name, fallback: "text"))), at: 1)
        entries.append((.position, .pair(position[0], position[1] + part.dy)))
        if paint.0 == .stroke { entries.append((.fill, .string("transparent"))) }
        entries.append(paint)
        if paint.0 == .stroke && !strokeAnimations.isEmpty { entries.append((.animations, .list(strokeAnimations))) }
        layers.append(.map(entries))
      }
    }
    // The stroke over the fill whatever `of` says: lottie-web's svg renderer sets fill and
    // stroke on the letters' `<text>` elements, which SVG paints fill first (a made-up file
    // with `of` false: the stroke covers the fill in Chromium).
    return layers
  }
}
