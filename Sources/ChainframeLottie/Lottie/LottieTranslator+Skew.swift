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
    // Column-vector matrices [[a, b], [c, d]]: x′ = a·x + b·y, y′ = c·x + d·y (screen, y down).
    func multiply(_ m: [Double], _ n: [Double]) -> [Double] {
      [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3]]
    }
    func rotation(_ a: Double) -> [Double] { [cos(a), -sin(a), sin(a), cos(a)] }
    // lottie-web: skewFromAxis(−sk, sa) = R(sa) · [x′ = x + tan(−sk)·y… in its row-vector form],
    // which in column form is R(−sa) · [[1, 0], [tan(−sk), 1]]ᵀ · R(sa) read right to left.
    let shear = [1, tan(-sk * radians), 0, 1]
    let skew = multiply(multiply(rotation(-sa * radians), shear), rotation(sa * radians))
    let linear = multiply(multiply(rotation(r * radians), skew), [sx, 0, 0, sy])
    let theta = atan2(-linear[1], linear[3])
    let t = multiply(rotation(-theta), linear)
    let scaleX = t[0]
    let scaleY = t[3]
    let shearY = abs(scaleX) > 1e-12 ? t[2] / scaleX : 0
    let skewY = min(max(atan(shearY) / radians, SceneLimits.skewRange.lowerBound), SceneLimits.skewRange.upperBound)
    return [theta / radians, skewY, scaleX, scaleY]
  }

  /// The rotation, scale and skew entries (and baked animations) of a transform with a skew,
  /// or nil when `ks` has no skew.
  mutating func skewedTransform(_ ks: LottieJSON) -> (entries: [(String, SceneText)], animations: [SceneText])? {
    guard let sk = LottieProperty(ks["sk"]), sk.isAnimated || (sk.initial.first ?? 0) != 0 else { return nil }
    let s = LottieProperty(ks["s"])
    let r = LottieProperty(ks["r"] ?? ks["rz"])
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
    let entries: [(String, SceneText)] = [
      ("rotation", .number(base[0])), ("skew", .pair(0, base[1])), ("scale", .pair(base[2], base[3])),
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
