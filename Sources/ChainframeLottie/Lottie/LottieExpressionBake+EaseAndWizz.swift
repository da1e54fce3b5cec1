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
    // Its `time` is the composition's, its keys' times the layer's own (as in lottie-web).
    let baked = sampled(object, property, first: first, count: count, layer) { f, own in
      wizz.value(at: f / fr, keyframes: property.keyframes, fr: fr) ?? own
    }
    guard let baked else { return nil }
    budget.numbers -= count * dims
    return baked
  }
}
