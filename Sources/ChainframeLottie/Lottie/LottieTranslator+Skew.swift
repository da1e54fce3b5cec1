import ChainframeModel
import Foundation

/// Skew (`sk`, degrees) along an axis (`sa`, degrees), as lottie-web builds a transform:
/// anchor, scale, skew, rotation, position. lottie-web's skew is R(sa) · shear(tan(−sk)) ·
/// R(−sa), which a scene layer cannot say directly (its skew has a unit diagonal), so the
/// whole linear part — rotation · skew · scale — is rewritten as rotation′ · skew.y′ · scale′,
/// the same matrix (a QL decomposition), and baked per frame when any of them animates.
extension LottieTranslator {
  /// Rotation (degrees), skew.y (degrees) and scale (factors) whose product equals lottie-web's
  /// rotation · skew · scale for scale `s` (percent), rotation `r`, skew `sk` and axis `sa`.
  static func skewedParts(s: [Double], r: Double, sk: Double, sa: Double) -> [Double] {
    let radians = Double.pi / 180
    let sx = (s.first ?? 100) / 100
    let sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
    func rotation(_ a: Double) -> Affine { Affine(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0) }
    // lottie-web's skewFromAxis(−sk, sa): R(−sa) · shear · R(sa), the shear x′ = x + tan(−sk)·y.
    let shear = Affine(a: 1, b: 0, c: tan(-sk * radians), d: 1, tx: 0, ty: 0)
    let skew = rotation(sa * radians).then(shear).then(rotation(-sa * radians))
    let linear = Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0).then(skew).then(rotation(r * radians))
    return affineParts(linear)
  }

  /// The rotation, scale and skew entries (and baked animations) of a transform with a skew,
  /// or nil when `ks` has no skew.
  mutating func skewedTransform(_ ks: LottieJSON) -> (entries: [(SceneKey, SceneText)], animations: [SceneText])? {
    guard let sk = LottieProperty(ks["sk"]), sk.isAnimated || (sk.initial.first ?? 0) != 0 else { return nil }
    let s = LottieProperty(ks["s"])
    let r = LottieProperty(ks[LottieTransform3D.zRotationKey(ks)])
    let sa = LottieProperty(ks["sa"])
    func parts(_ frame: Double?) -> [Double] {
      func v(_ p: LottieProperty?, _ fallback: [Double]) -> [Double] {
        guard let p else { return fallback }
        return frame.map { p.value(at: $0) } ?? p.initial
      }
      return Self.skewedParts(
        s: v(s, [100, 100]), r: v(r, [0]).first ?? 0, sk: v(sk, [0]).first ?? 0, sa: v(sa, [0]).first ?? 0)
    }
    let base = parts(nil)
    let entries: [(SceneKey, SceneText)] = [
      (.rotation, .number(base[0])), (.skew, .pair(0, base[1])), (.scale, .pair(base[2], base[3])),
    ]
    guard [s, r, sk, sa].contains(where: { $0?.isAnimated ?? false }) else { return (entries, []) }
    var animations: [SceneText] = []
    let fields: [(String, ([Double]) -> SceneText, ([Double]) -> [Double])] = [
      ("rotation", { .number($0[0]) }, { [$0[0]] }), ("skew.y", { .number($0[0]) }, { [$0[1]] }),
      ("scale", { .pair($0[0], $0[1]) }, { [$0[2], $0[3]] }),
    ]
    for (name, format, pick) in fields {
      animations += animator.bake(name: name, path: ks.path, format: format) { pick(parts($0)) }
    }
    return (entries, animations)
  }
}
