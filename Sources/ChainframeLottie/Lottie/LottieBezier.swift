import ChainframeModel

/// Points on a cubic Bézier at a fraction of its arc length, as Lottie players move a
/// layer along a curved motion path.
enum LottieBezier {
  /// Samples used to measure the curve (the length table); the point itself is then found
  /// on the exact cubic by bisection on that table, then linear refinement.
  static let samples = 400

  /// The point at `fraction` (0…1, may overshoot) of the curve's length.
  static func pointAtLength(
    fraction: Double, from p0: (Double, Double), c1: (Double, Double), c2: (Double, Double),
    to p3: (Double, Double)
  ) -> [Double] {
    func point(_ t: Double) -> (Double, Double) { Self.point(t, p0, c1, c2, p3) }
    if fraction <= 0 || fraction >= 1 {
      // Beyond the ends (overshooting easing): players extrapolate the parameter.
      let p = point(fraction)
      return [p.0, p.1]
    }
    var lengths = [Double](repeating: 0, count: samples + 1)
    var previous = point(0)
    for s in 1...samples {
      let q = point(Double(s) / Double(samples))
      lengths[s] =
        lengths[s - 1]
        + ((q.0 - previous.0) * (q.0 - previous.0) + (q.1 - previous.1) * (q.1 - previous.1)).squareRoot()
      previous = q
    }
    let total = lengths[samples]
    guard total > 1e-12 else { return [p0.0, p0.1] }
    let target = fraction * total
    var lo = 0
    var hi = samples
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] < target { lo = mid } else { hi = mid }
    }
    let span = lengths[hi] - lengths[lo]
    let local = span > 0 ? (target - lengths[lo]) / span : 0
    let p = point((Double(lo) + local) / Double(samples))
    return [p.0, p.1]
  }

  /// The cubic's point at parameter `t`.
  static func point(
    _ t: Double, _ p0: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double), _ p3: (Double, Double)
  ) -> (Double, Double) {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return (a * p0.0 + b * c1.0 + c * c2.0 + d * p3.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p3.1)
  }
}
