import Foundation

/// Trace Path rigs (``LottieTracePath``) baked like the subset's expressions: one value per
/// whole composition frame of the layer's range, in the second pass (they read other layers).
extension LottieExpressionBake {
  static func bakeTrace(
    _ trace: LottieTracePath, _ object: [String: Any], path: String, _ layer: Layer, layers: [LottieJSON],
    own: LottieJSON, fr: Double, _ budget: inout Budget
  ) -> [String: Any]? {
    guard let progress = LottieTracePath.progress(of: own),
      let pathLayer = layers.first(where: { $0["nm"]?.string == trace.layer }),
      let ks = trace.path(in: pathLayer), let shape = LottieTracePath.path(ks)
    else { return nil }
    guard let (property, first, count) = plan(object, path: path, layer) else { return nil }
    let dims = property.initial.count
    let cost = count * dims * budget.instances
    guard count * dims <= budget.numbers, cost <= budget.trace else { return nil }
    // lottie-web measures the path once, at its first evaluation, and keeps those lengths.
    // (Keyframes are read at composition frames: see ``sampled(_:_:first:count:_:_:)``.)
    let firstShape = shape.shape.value(at: first)
    let lengths = LottieTracePath.segmentLengths(firstShape, closed: shape.closed)
    let baked = sampled(object, property, first: first, count: count, layer) { f, _ in
      let perc = (progress.value(at: f).first ?? 0) / 100
      let v = shape.shape.value(at: f)
      guard v.count >= 6 else { return nil }
      switch trace.kind {
      case .position:
        let p = LottieTracePath.pointOnPath(v, closed: shape.closed, lengths: lengths, perc: perc)
        return LottieTracePath.toComp(p, layer: pathLayer, layers: layers, frame: f)
      case .rotation:
        let t = LottieTracePath.tangentOnPath(v, closed: shape.closed, lengths: lengths, perc: perc)
        return [atan2(t[1], t[0]) * 180 / Double.pi]
      }
    }
    guard let baked else { return nil }
    budget.numbers -= count * dims
    budget.trace -= cost
    return baked
  }

  /// The rig's expression on Progress itself, rewritten as what it does: a plain
  /// `loopOut('cycle')` when `own`'s Loop box is on and Progress has keyframes (the loop the
  /// translator already draws), else the keyframes alone.
  static func bakeProgress(_ object: [String: Any], own: LottieJSON) -> [String: Any]? {
    var plain = object
    plain["x"] = nil
    guard let property = LottieProperty(LottieJSON(raw: plain, path: "")) else { return nil }
    if LottieTracePath.looped(property, own: own).loop != nil { plain["x"] = "loopOut('cycle')" }
    return plain
  }
}
