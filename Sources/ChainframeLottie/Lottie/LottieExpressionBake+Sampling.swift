extension LottieExpressionBake {
  /// `object` without its expression, keyed at each of `count` composition frames from `first`
  /// (as ``plan(_:path:_:)`` gives them) with the value `sample` computes there. Every bake
  /// samples this way: a layer's properties run on its own clock (composition frame − `st`,
  /// lottie-web's `renderedFrame − offsetTime`), so each key sits at the layer's frame.
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
      let local = f - layer.start
      let own = property.value(at: local)
      guard var v = sample(f, own), v.allSatisfy(\.isFinite) else { return nil }
      if v.count < own.count { v += own[v.count...] }
      frames.append(local)
      values.append(Array(v.prefix(own.count)))
    }
    return keyframed(object, frames: frames, values: values)
  }
}
