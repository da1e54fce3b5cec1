import ChainframeModel
import Foundation

/// Text animators on glyph-outline text: every character a `group` (its matrix as position,
/// rotation, skew.y and scale; its opacity) holding its glyph's fill and stroke paths, each
/// value baked per output frame when anything about the animators animates.
extension LottieTranslator {
  /// Most characters with a glyph drawn one by one in one document (beyond it the document
  /// is drawn still, reported).
  static let maxAnimatedLetters = 2_000

  /// Most characters × output frames baked for one document (beyond it the characters hold
  /// their first frame's state, reported): about 60 MB of values while translating.
  static let maxLetterFrames = 600_000

  /// Reports what of `t.a` is not drawn: 3D rotations and expression selectors.
  mutating func reportTextAnimators(_ t: LottieJSON) {
    for item in t["a"]?.array ?? [] {
      for key in ["rx", "ry"] {
        guard let json = item["a"]?[key], let p = LottieProperty(json) else { continue }
        if p.isAnimated || p.initial.contains(where: { $0 != 0 }) {
          report(json, "3D rotation of text characters (\(key))", "ignored")
        }
      }
      if let selector = item["s"], selector["x"] != nil {
        report(selector, "expression text selector", "drawn as a range selector")
      }
    }
  }

  /// Scene values of a character's state: position x, y, rotation, skew.y, scale x, y,
  /// opacity, fill r, g, b, stroke r, g, b, stroke width.
  static func letterValues(_ state: LottieTextLetterState) -> [Double] {
    let m = state.matrix
    // The linear part as rotation · skew.y · scale (a QL decomposition, as for layer skew).
    let theta = atan2(-m.c, m.d)
    let r = LottieTextAnimation.rotation(-theta * 180 / Double.pi)
    let t = Affine(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0).then(r)
    let shear = abs(t.a) > 1e-12 ? t.b / t.a : 0
    let skew = min(
      max(atan(shear) * 180 / Double.pi, SceneLimits.skewRange.lowerBound), SceneLimits.skewRange.upperBound)
    let fill = state.fill ?? [0, 0, 0]
    let stroke = state.stroke ?? [0, 0, 0]
    return [m.tx, m.ty, theta * 180 / Double.pi, skew, t.a, t.d, state.opacity] + fill + stroke + [
      state.strokeWidth ?? 0
    ]
  }

  /// The characters of one document as groups moved, turned, scaled and coloured by
  /// `animation`; `paints` are the document's fill and stroke (in drawing order).
  mutating func letterLayers(
    _ letters: [LottieTextLetter], doc: LottieTextDocument, animation: LottieTextAnimation, json: LottieJSON,
    name: String?
  ) -> [SceneText] {
    let prepared = animation.prepare(letters)
    let drawn = letters.indices.filter { letters[$0].glyph != nil }
    guard !drawn.isEmpty else { return [] }
    let timebase = animator.timebase
    var frames = [timebase.localFrame(ofOutput: 0)]
    if animation.isAnimated {
      if timebase.frameCount * drawn.count <= Self.maxLetterFrames && timebase.frameCount <= SceneLimits.maxKeyframes {
        frames = (0..<timebase.frameCount).map { timebase.localFrame(ofOutput: $0) }
      } else {
        report(
          json["t"], "text animators over more than \(Self.maxLetterFrames) character-frames",
          "the characters hold their first frame")
      }
    }
    // values[k][n]: drawn character k at output frame n.
    var values = Array(repeating: [[Double]](), count: drawn.count)
    for frame in frames {
      let states = animation.states(letters, prepared: prepared, document: doc, at: frame)
      for (k, i) in drawn.enumerated() { values[k].append(Self.letterValues(states[i])) }
    }
    let fillAnimated = animation.animators.contains {
      $0.fill != nil || $0.hue != nil || $0.saturation != nil || $0.brightness != nil
    }
    let strokeAnimated = animation.animators.contains { $0.stroke != nil }
    let widthAnimated = animation.animators.contains { $0.strokeWidth != nil }
    // SVG's stroke width when the document has no stroke of its own is 1.
    let baseWidth = doc.stroke == nil && !widthAnimated ? 1 : doc.strokeWidth
    let hasStroke = (doc.stroke != nil || strokeAnimated) && (baseWidth > 0 || widthAnimated)
    var out: [SceneText] = []
    for (k, i) in drawn.enumerated() {
      guard let d = letters[i].glyph else { continue }
      let first = values[k][0]
      func channel(_ range: Range<Int>) -> [[Double]] { values[k].map { Array($0[range]) } }
      var paints: [SceneText] = []
      if let fill = doc.fill {
        var entries: [(SceneKey, SceneText)] = [
          (.type, .string("path")), (.id, .string(makeId(name, fallback: "text"))), (.d, .string(d)),
        ]
        if fillAnimated {
          let color: ([Double]) -> SceneText = { .string(LottieAnimator.colorText($0 + [1])) }
          entries.append((.fill, color(Array(first[7..<10]))))
          let baked = animator.bake(name: "fill", format: color, values: channel(7..<10))
          if !baked.isEmpty { entries.append((.animations, .list(baked))) }
        } else {
          entries.append((.fill, .string(LottieAnimator.colorText(fill))))
        }
        paints.append(.map(entries))
      }
      if hasStroke {
        var entries: [(SceneKey, SceneText)] = [
          (.type, .string("path")), (.id, .string(makeId(name, fallback: "text"))), (.d, .string(d)),
          (.fill, .string("transparent")),
        ]
        let color: ([Double]) -> SceneText = { .string(LottieAnimator.colorText($0 + [1])) }
        let strokeColor =
          strokeAnimated ? color(Array(first[10..<13])) : .string(LottieAnimator.colorText(doc.stroke ?? [0, 0, 0, 1]))
        let width = widthAnimated ? first[13] : baseWidth
        entries.append(
          (
            .stroke,
            .map([
              (.color, strokeColor), (.width, .number(width)), (.join, .string("round")), (.cap, .string("butt")),
            ])
          ))
        var baked: [SceneText] = []
        if strokeAnimated { baked += animator.bake(name: "stroke", format: color, values: channel(10..<13)) }
        if widthAnimated {
          baked += animator.bake(name: "strokeWidth", format: { .number($0[0]) }, values: channel(13..<14))
        }
        if !baked.isEmpty { entries.append((.animations, .list(baked))) }
        paints.append(.map(entries))
      }
      if !doc.strokeOverFill { paints.reverse() }
      guard !paints.isEmpty else { continue }
      var group: [(SceneKey, SceneText)] = [
        (.type, .string("group")), (.id, .string(makeId(name, fallback: "text"))), (.anchor, .pair(0, 0)),
        (.position, .pair(first[0], first[1])),
      ]
      if first[2] != 0 { group.append((.rotation, .number(first[2]))) }
      if first[3] != 0 { group.append((.skew, .pair(0, first[3]))) }
      if first[4] != 1 || first[5] != 1 { group.append((.scale, .pair(first[4], first[5]))) }
      if first[6] != 1 { group.append((.opacity, .number(first[6]))) }
      var baked = animator.bake(name: "position", format: { .pair($0[0], $0[1]) }, values: channel(0..<2))
      baked += animator.bake(name: "rotation", format: { .number($0[0]) }, values: channel(2..<3))
      baked += animator.bake(name: "skew.y", format: { .number($0[0]) }, values: channel(3..<4))
      baked += animator.bake(name: "scale", format: { .pair($0[0], $0[1]) }, values: channel(4..<6))
      baked += animator.bake(name: "opacity", format: { .number($0[0]) }, values: channel(6..<7))
      if !baked.isEmpty { group.append((.animations, .list(baked))) }
      group.append((.children, .list(paints)))
      out.append(.map(group))
    }
    return out
  }
}
