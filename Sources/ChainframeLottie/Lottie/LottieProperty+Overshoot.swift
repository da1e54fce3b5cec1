import ChainframeModel

/// Motion along a spatial path (keyframes with `to`/`ti`) whose easing overshoots, as
/// lottie-web moves it: it finds the point by walking its length table forward from the
/// point reached on the frame before, so progress below 0, at or past 1, or falling back
/// lands on the segment's end point and stays there for the rest of the segment. Segments
/// whose tangents lottie-web drops (``LottieTangents``) ease in a straight line instead.
extension LottieProperty {
  /// Whether segment `k` follows a spatial path with an easing whose progress leaves 0…1.
  func overshootsSpatially(_ k: Int) -> Bool {
    let a = keyframes[k]
    guard !a.hold, isCurved(k) else { return false }
    let e = a.easing(0)
    return e.1 < 0 || e.1 > 1 || e.3 < 0 || e.3 > 1
  }

  /// Whether any segment overshoots along a spatial path (its values are then baked).
  var hasSpatialOvershoot: Bool {
    keyframes.count > 1 && (0..<(keyframes.count - 1)).contains { overshootsSpatially($0) }
  }

  /// Whether lottie-web, playing frame by frame, shows segment `k`'s end point at `u`
  /// (0…1 of the segment): progress went below 0, reached 1, or fell back by more than
  /// half a step of its 150-point table, at `u` or before.
  func parksAtEnd(_ k: Int, at u: Double) -> Bool {
    let e = keyframes[k].easing(0)
    let curve = TimingFunction.cubicBezier(e.0, e.1, e.2, e.3)
    let slack = 0.5 / 149
    var peak = 0.0
    let steps = 200
    for s in 1...(steps + 1) {
      let p = curve.value(at: s <= steps ? u * Double(s) / Double(steps) : u)
      if p < 0 || p >= 1 || p < peak - slack { return true }
      peak = max(peak, p)
    }
    return false
  }
}
