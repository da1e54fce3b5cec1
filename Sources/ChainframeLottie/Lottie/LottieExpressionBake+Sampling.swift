extension LottieExpressionBake {
  /// `object` without its expression, keyed at each of `count` composition frames from `first`
  /// (as ``plan(_:path:_:)`` gives them) with the value `sample` computes there. Every bake
  /// samples this way. A layer's `st` does not move its keyframes: lottie-web subtracts its
  /// `offsetTime` (`st`) from both the frame and every keyframe's `t` when it interpolates
  /// (`getValueAtCurrentTime`, `interpolateValue`, `getValueAtTime`), so the two cancel and a
  /// key's `t` is a composition frame, as the translator also reads it.
  ///
  /// `sample(frame, own)` receives the composition frame and the property's own keyframed
  /// value at it; it returns the expression's value, or nil when the bake must give up. A
  /// shorter result keeps `own`'s remaining components (an expression on `x` of a position),
  /// a longer one is cut to `own`'s size, and a non-finite one gives up.
  static func sampled(
    _ object: [String: Any], _ property: LottieProperty, first: Double, count: Int, _ layer: Layer,
    _ sample: (_ frame: Double, _ own: [Double]) -> [Double]?
  ) -> [String: Any]? {
    var frames: [Double] = []
    var values: [[Double]] = []
    frames.reserveCapacity(count)
    values.reserveCapacity(count)
    for n in 0..<count {
      let f = first + Double(n)
      let own = property.value(at: f)
      guard var v = sample(f, own), v.allSatisfy(\.isFinite) else { return nil }
      if v.count < own.count { v += own[v.count...] }
      frames.append(f)
      values.append(Array(v.prefix(own.count)))
    }
    return keyframed(object, frames: frames, values: values)
  }
}
