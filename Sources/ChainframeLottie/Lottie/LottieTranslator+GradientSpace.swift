import ChainframeModel
import Foundation

/// Gradient points are written in the coordinates of the list that holds the gradient style;
/// a shape in a nested group is drawn in that group's coordinates, so the points are carried
/// through the inverse of the group's transform.
extension LottieTranslator {
  /// `style` (a `gf`/`gs` gradient) with its start and end points mapped into the space
  /// inside the group transform `tr`; unchanged for other styles or identity transforms.
  /// An animated group transform is reported and the points are left as they are.
  mutating func gradient(_ style: LottieJSON, inside tr: LottieJSON?) -> LottieJSON {
    guard ["gf", "gs"].contains(style["ty"]?.string ?? ""), let tr, var raw = style.raw as? [String: Any] else {
      return style
    }
    let parts = ["p", "a", "s", LottieTransform3D.zRotationKey(tr)].map { LottieProperty(tr[$0]) }
    if parts.contains(where: { $0?.isAnimated ?? false }) {
      report(style, "gradient over a group with an animated transform", "its points stay in the group's space")
      return style
    }
    func pair(_ p: LottieProperty?, _ fallback: Double) -> (Double, Double) {
      guard let v = p?.initial, let x = v.first else { return (fallback, fallback) }
      return (x, v.count > 1 ? v[1] : x)
    }
    let p = pair(parts[0], 0)
    let a = pair(parts[1], 0)
    let s = pair(parts[2], 100)
    let degrees = parts[3]?.initial.first ?? 0
    if p == a && s == (100, 100) && degrees == 0 { return style }
    guard abs(s.0) > 1e-9, abs(s.1) > 1e-9 else { return style }
    let angle = -degrees * Double.pi / 180
    // Inverse of x' = p + R·S·(x − a): x = a + S⁻¹·R⁻¹·(x' − p); tangents take the linear part.
    func linear(_ v: [Double]) -> [Double] {
      guard v.count >= 2 else { return v }
      let x = v[0] * cos(angle) - v[1] * sin(angle)
      let y = v[0] * sin(angle) + v[1] * cos(angle)
      return [x * 100 / s.0, y * 100 / s.1] + v.dropFirst(2)
    }
    func point(_ v: [Double]) -> [Double] {
      guard v.count >= 2 else { return v }
      let local = linear([v[0] - p.0, v[1] - p.1])
      return [local[0] + a.0, local[1] + a.1] + v.dropFirst(2)
    }
    for key in ["s", "e"] {
      guard var property = style[key]?.raw as? [String: Any], let k = style[key]?["k"] else { continue }
      if let v = k.numbers {
        property["k"] = point(v)
      } else {
        property["k"] = k.array.map { key -> Any in
          guard var frame = key.raw as? [String: Any] else { return key.raw }
          for (name, map) in [("s", point), ("e", point), ("to", linear), ("ti", linear)] {
            if let v = key[name]?.numbers { frame[name] = map(v) }
          }
          return frame
        }
      }
      raw[key] = property
    }
    return LottieJSON(raw: raw, location: style.location)
  }
}
