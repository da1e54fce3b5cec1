import ChainframeModel
import Foundation

/// Mask expansion (`x`), drawn as lottie-web's svg renderer draws it.
extension LottieTranslator {
  /// `shape` grown or shrunk by the mask's expansion `x` (pixels in the layer's space).
  ///
  /// lottie-web grows a mask by stroking its path with a line twice `x` wide (SVG's default
  /// mitred joins, limit 4, butt caps, fully opaque whatever the mask's opacity), and shrinks
  /// it with an `feMorphology` erosion of radius `-x`. Here a grown mask is the shape plus that
  /// line and a shrunk one is the shape minus it: the same as the erosion along straight edges
  /// and at convex corners, where masks almost always shrink. An expansion that changes sign
  /// over time is reported and left out.
  mutating func expanded(_ shape: SceneText, _ mask: LottieJSON) -> SceneText {
    guard let x = LottieProperty(mask["x"]), let raw = mask["x"] else { return shape }
    let values = x.initial + x.keyframes.flatMap(\.value)
    guard values.contains(where: { $0 != 0 }) else { return shape }
    let grows = values.allSatisfy { $0 >= 0 }
    guard grows || values.allSatisfy({ $0 <= 0 }) else {
      report(raw, "mask expansion that changes sign", "ignored")
      return shape
    }
    guard let closed = maskOutline(mask, inverted: mask.bool("inv")) else { return shape }
    if case .path(let d) = closed, d.isEmpty { return shape }
    // lottie-web writes a closed mask as curves back to the start point without `Z`, so its
    // line has butt ends at the start vertex instead of a join (a notch when it grows).
    let outline = Self.mapped(closed) { $0.replacingOccurrences(of: "Z", with: "") }
    let style = Self.syntheticStyle(
      [
        "ty": "st", "c": ["a": 0, "k": [1, 1, 1, 1]] as [String: Any], "o": ["a": 0, "k": 100] as [String: Any],
        "w": Self.scaledProperty(raw.raw, by: grows ? 2 : -2), "lc": 1, "lj": 1, "ml": 4,
      ], path: raw.path)
    guard let line = paintedLayer(outline, style: style, trims: [], id: "mask expansion") else { return shape }
    return grows ? group([shape, line]) : group([shape], mask: ("alpha-inverted", line))
  }

  /// A Lottie property's JSON (`{"k": …}`, static or keyframed with `s`/`e` values) with every
  /// value multiplied by `factor`; other members are kept.
  static func scaledProperty(_ raw: Any, by factor: Double) -> Any {
    func scale(_ value: Any) -> Any {
      if let n = LottieJSON.double(value) { return n * factor }
      if let list = value as? [Any] { return list.map(scale) }
      return value
    }
    guard var object = raw as? [String: Any] else { return scale(raw) }
    guard let k = object["k"] else { return object }
    if let list = k as? [Any], let keys = list as? [[String: Any]], !keys.isEmpty {
      object["k"] = keys.map { key -> [String: Any] in
        var key = key
        for name in ["s", "e"] { if let v = key[name] { key[name] = scale(v) } }
        return key
      }
    } else {
      object["k"] = scale(k)
    }
    return object
  }
}
