import ChainframeModel
import Foundation

/// Repeaters (`rp`): copies of the items above them, each transformed once more than the
/// previous one (scale and rotation about the anchor, then the offset).
///
/// When a style listed below the repeater paints the copies (`paintedBelow`), they are drawn as
/// lottie-web's svg renderer (the reference player) draws them, checked copy by copy in it: the
/// start and end opacities (`so`, `eo`) are not applied (they fade only styles inside the
/// copied items), and while the offset `o` is not zero the untransformed items are drawn once
/// more, below the copies.
extension LottieTranslator {
  /// The copies of `content` (scene layers, back to front) for repeater `item`; animated
  /// repeaters bake each copy's transform per frame.
  mutating func repeaterCopies(
    _ item: LottieJSON, paintedBelow: Bool = false, content: (inout LottieTranslator) -> [SceneText]
  ) -> [SceneText] {
    let repeater = RepeaterCopies(item)
    let t = repeater.transform
    // An animated copy count: every copy that ever shows is made, and each is hidden while
    // the count (rounded up) is not above its index, as lottie-web hides the groups it made.
    let count = repeater.mostShown(in: animator.timebase)
    func copy(_ k: Int, at frame: Double?) -> (Affine, Double) {
      let m = repeater.matrix(k, at: frame)
      let shown = repeater.shown(at: frame)
      let visible: Double = k < shown ? 1 : 0
      if paintedBelow { return (m, visible) }
      func v(_ p: LottieProperty?) -> Double {
        guard let p else { return 100 }
        return (frame.map { p.value(at: $0) } ?? p.initial).first ?? 100
      }
      let so = v(t[4]) / 100
      let eo = v(t[5]) / 100
      let opacity = shown > 1 ? so + (eo - so) * Double(k) / Double(shown - 1) : so
      return (m, min(max(opacity, 0), 1) * visible)
    }
    func parts(_ m: Affine, _ opacity: Double) -> [Double] {
      let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
      let rotation = atan2(m.b, m.a) * 180 / Double.pi
      let scaleY = scaleX > 0 ? (m.a * m.d - m.b * m.c) / scaleX : 0
      return [m.tx, m.ty, rotation, scaleX, scaleY, opacity]
    }
    let animated = repeater.isAnimated
    for (key, index) in [("so", 4), ("eo", 5)] where t[index].map({ $0.isAnimated || $0.initial.first != 100 }) ?? false
    {
      report(
        item["tr"]?[key], "repeater \(key == "so" ? "start" : "end") opacity (tr.\(key))",
        "not applied, as lottie-web's svg renderer")
    }
    var copies: [SceneText] = []
    for k in 0..<count {
      let (m, opacity) = copy(k, at: nil)
      let base = parts(m, opacity)
      var entries: [(SceneKey, SceneText)] = [
        (.type, .string("group")),
        (.id, .string(makeId(item["nm"].flatMap(\.string).map { "\($0) \(k)" }, fallback: "copy"))),
        (.anchor, .pair(0, 0)), (.position, .pair(base[0], base[1])), (.rotation, .number(base[2])),
        (.scale, .pair(base[3], base[4])), (.opacity, .number(base[5])),
      ]
      if animated {
        var animations: [SceneText] = []
        let fields: [(String, ([Double]) -> SceneText, ([Double]) -> [Double])] = [
          ("position", { .pair($0[0], $0[1]) }, { [$0[0], $0[1]] }), ("rotation", { .number($0[0]) }, { [$0[2]] }),
          ("scale", { .pair($0[0], $0[1]) }, { [$0[3], $0[4]] }), ("opacity", { .number($0[0]) }, { [$0[5]] }),
        ]
        for (name, format, pick) in fields {
          animations += animator.bake(name: name, path: item.path, format: format) { frame in
            let (m, o) = copy(k, at: frame)
            return pick(parts(m, o))
          }
        }
        if !animations.isEmpty { entries.append((.animations, .list(animations))) }
      }
      let children = content(&self)
      guard !children.isEmpty else { return [] }
      entries.append((.children, .list(children)))
      copies.append(.map(entries))
    }
    // lottie-web stacks the first copy on top for "above" (m 1) and at the bottom for "below" (m 2).
    copies = item.int("m") == 2 ? copies : copies.reversed()
    if paintedBelow, let original = untransformedCopy(offset: repeater.offset, path: item.path, content: content) {
      copies.insert(original, at: 0)
    }
    return copies
  }

  /// The items once more without a repeater transform, shown while the offset is not zero
  /// (lottie-web draws them so); nil when the offset is zero throughout.
  private mutating func untransformedCopy(
    offset: LottieProperty?, path: String, content: (inout LottieTranslator) -> [SceneText]
  ) -> SceneText? {
    guard let offset, offset.isAnimated || (offset.initial.first ?? 0) != 0 else { return nil }
    let shown = { (frame: Double) in offset.value(at: frame).first.map { $0 != 0 ? 1.0 : 0.0 } ?? 0 }
    let children = content(&self)
    guard !children.isEmpty else { return nil }
    var entries: [(SceneKey, SceneText)] = [
      (.type, .string("group")), (.id, .string(makeId(nil, fallback: "repeater original"))),
      (.opacity, .number((offset.initial.first ?? 0) != 0 ? 1 : 0)),
    ]
    if offset.isAnimated {
      let format: ([Double]) -> SceneText = { .number($0[0]) }
      let animations = animator.bake(name: "opacity", path: path, format: format) { [shown($0)] }
      if !animations.isEmpty { entries.append((.animations, .list(animations))) }
    }
    entries.append((.children, .list(children)))
    return .map(entries)
  }
}

/// A 2-D affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct Affine {
  var a, b, c, d, tx, ty: Double

  /// The identity.
  static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// `self` then `other`.
  func then(_ o: Affine) -> Affine {
    Affine(
      a: o.a * a + o.c * b, b: o.b * a + o.d * b, c: o.a * c + o.c * d, d: o.b * c + o.d * d,
      tx: o.a * tx + o.c * ty + o.tx, ty: o.b * tx + o.d * ty + o.ty)
  }

  /// The same linear map about (x, y) instead of the origin.
  func aboutPoint(_ x: Double, _ y: Double) -> Affine {
    Affine(a: 1, b: 0, c: 0, d: 1, tx: -x, ty: -y).then(self).then(Affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
  }

  /// Followed by a move.
  func translated(_ x: Double, _ y: Double) -> Affine { then(Affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)) }

}
