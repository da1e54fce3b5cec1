/// Ease and Wizz expressions (``LottieEaseAndWizz``) baked like the subset's expressions: one
/// value per whole composition frame of the layer's range, the keyframed value where the script
/// gives way to it.
extension LottieExpressionBake {
  static func bakeEaseAndWizz(
    _ wizz: LottieEaseAndWizz, _ object: [String: Any], path: String, _ layer: Layer, fr: Double,
    _ budget: inout Budget
  ) -> [String: Any]? {
    guard let (property, first, count) = plan(object, path: path, layer), property.keyframes.count > 1 else {
      return nil
    }
    let dims = property.initial.count
    guard count * dims <= budget.numbers else { return nil }
    var frames: [Double] = []
    var values: [[Double]] = []
    for n in 0..<count {
      let f = first + Double(n)
      // Its `time` is the composition's, its keys' times the layer's own (as in lottie-web).
      let local = f - layer.start
      let own = property.value(at: local)
      var v = wizz.value(at: f / fr, keyframes: property.keyframes, fr: fr) ?? own
      guard v.allSatisfy(\.isFinite) else { return nil }
      if v.count < own.count { v += own[v.count...] }
      frames.append(local)
      values.append(Array(v.prefix(own.count)))
    }
    budget.numbers -= count * dims
    return keyframed(object, frames: frames, values: values)
  }
}
