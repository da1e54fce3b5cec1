import Foundation

/// Strokes and gradients drawn in the space of the list that declares them, as lottie-web's
/// svg renderer draws them: the transforms of groups between a style and the shapes it paints
/// are applied to the shapes' points (its `buildShapeString` with the groups' matrix), so a
/// group scaled to 30 % × 100 % keeps a 3 px stroke 3 px wide all round, and a gradient stays
/// put while the group under it moves. A scene group would scale the stroke with its content
/// (`10151.json`: meridians drawn hairline-thin) and carry the gradient along (`kote.json`).
extension LottieTranslator {
  /// The item types a list may hold for its outlines to be moved into a style's space (by a
  /// group's or a repeater's transform): outlines, the list's own transform, and styles (which
  /// paint only the items above them and are drawn on their own); anything else (nested
  /// groups, repeaters, trims or corners) keeps the scene groups.
  static let plainOutlineItems: Set<String> = ["sh", "rc", "el", "sr", "tr", "fl", "st", "gf", "gs"]

  /// The layers of `group`'s outlines painted by the stroke or gradient `style` of an
  /// enclosing list, the group's transform baked into their points; nil when the group is
  /// drawn as a scene group (a plain fill; a stroke under a 100 % scale; a gradient under a
  /// static transform; a group holding more than outlines).
  mutating func strokedInStyleSpace(
    _ group: LottieJSON, style: LottieJSON, modifiers: [LottieJSON], trims: [LottieJSON], individually: Bool
  ) -> [SceneText]? {
    let type = style["ty"]?.string ?? ""
    let isStroke = type == "st" || type == "gs"
    let isGradient = type == "gf" || type == "gs"
    guard isStroke || isGradient, !individually else { return nil }
    let items = (group["it"]?.array ?? []).filter { !$0.bool("hd") }
    guard let tr = items.last(where: { $0["ty"]?.string == "tr" }),
      items.allSatisfy({ Self.plainOutlineItems.contains($0["ty"]?.string ?? "") })
    else { return nil }
    let geometry = items.filter { ["sh", "rc", "el", "sr"].contains($0["ty"]?.string ?? "") }
    // Strokes: when the group would scale them. Gradients: when the group moves over time, as
    // its points stay in the style's space (a static group maps them through its inverse).
    guard !geometry.isEmpty, let transform = GroupTransform(tr),
      (isStroke && transform.scalesStrokes) || (isGradient && transform.isAnimated)
    else { return nil }
    var outlines: [(item: LottieJSON, outline: Outline)] = []
    for item in geometry {
      guard let outline = outline(item, modifiers: modifiers, bake: true) else { continue }
      if case .animated = outline { return nil }
      outlines.append((item, outline))
    }
    // Trimmed shapes are trimmed one by one (lottie-web's "simultaneously"); untrimmed ones
    // are one compound path, as `styled` draws the outlines of one list.
    let parts = trims.isEmpty ? [(item: group, outline: Self.compound(outlines.map(\.outline)))] : outlines
    return parts.reversed().compactMap { part in
      let moved = moved(part.outline, by: transform, item: part.item)
      return paintedLayer(moved, style: style, trims: trims, id: part.item["nm"]?.string)
    }
  }

  /// `outline` with `transform` applied to its points at every output frame.
  private mutating func moved(_ outline: Outline, by transform: GroupTransform, item: LottieJSON) -> Outline {
    let timebase = animator.timebase
    if !transform.isAnimated {
      let m = transform.matrix(at: timebase.localFrame(ofOutput: 0))
      return Self.mapped(outline) { Self.moved($0, m) }
    }
    let moved = perFrame(item, feature: "animated shape with too many distinct outlines") { n in
      let source: String
      switch outline {
      case .path(let d): source = d
      case .morph(let f): source = n < f.count ? f[n] : (f.last ?? "")
      case .animated: source = ""
      }
      return Self.moved(source, transform.matrix(at: timebase.localFrame(ofOutput: n)))
    }
    return moved ?? .path("")
  }

  /// Path data `d` with every point mapped by `m`.
  static func moved(_ d: String, _ m: Affine) -> String {
    func map(_ x: Double, _ y: Double) -> [Double] { [m.a * x + m.c * y + m.tx, m.b * x + m.d * y + m.ty] }
    let subpaths = LottiePathData.subpaths(d).map { sub in
      LottiePathData.Subpath(
        start: map(sub.start[0], sub.start[1]),
        segments: sub.segments.map { s in
          stride(from: 0, to: s.count, by: 2).flatMap { map(s[$0], s[$0 + 1]) }
        },
        closed: sub.closed)
    }
    return LottiePathData.text(subpaths)
  }

  /// A shape group's transform (`tr`) as lottie-web composes it: −anchor, scale, rotation,
  /// then position. Groups with skew or an opacity below 100 % are not baked (nil).
  struct GroupTransform {
    let position: LottieProperty?
    let anchor: LottieProperty?
    let scale: LottieProperty?
    let rotation: LottieProperty?

    init?(_ tr: LottieJSON) {
      if let sk = LottieProperty(tr["sk"]), sk.isAnimated || sk.initial.first ?? 0 != 0 { return nil }
      if let o = LottieProperty(tr["o"]), o.isAnimated || o.initial.first ?? 100 != 100 { return nil }
      position = LottieProperty(tr["p"])
      anchor = LottieProperty(tr["a"])
      scale = LottieProperty(tr["s"])
      rotation = LottieProperty(tr[LottieTransform3D.zRotationKey(tr)])
    }

    /// Whether any part changes over time.
    var isAnimated: Bool { [position, anchor, scale, rotation].contains { $0?.isAnimated ?? false } }

    /// Whether a stroke drawn inside the group would come out wider or narrower than written:
    /// a scale other than ±100 % on either axis, or one that animates.
    var scalesStrokes: Bool {
      guard let scale else { return false }
      if scale.isAnimated { return true }
      return scale.initial.prefix(2).contains { abs(abs($0) - 100) > 1e-9 }
    }

    /// The matrix at local frame `f`.
    func matrix(at f: Double) -> Affine {
      let p = position?.value(at: f) ?? [0, 0]
      let a = anchor?.value(at: f) ?? [0, 0]
      let s = scale?.value(at: f) ?? [100, 100]
      let r = (rotation?.value(at: f).first ?? 0) * Double.pi / 180
      let sx = (s.first ?? 100) / 100
      let sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
      return Affine(a: 1, b: 0, c: 0, d: 1, tx: -(a.first ?? 0), ty: -(a.count > 1 ? a[1] : 0))
        .then(Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
        .then(Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0))
        .translated(p.first ?? 0, p.count > 1 ? p[1] : 0)
    }
  }
}
