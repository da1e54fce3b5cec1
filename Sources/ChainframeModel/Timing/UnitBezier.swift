// The solving scheme (Newton's method, then bisection) follows WebKit's UnitBezier as used by
// POP; this is an independent Swift implementation of that published algorithm.

/// A cubic Bézier timing curve with implicit end points (0,0) and (1,1).
public struct UnitBezier: Sendable, Hashable {
  private let ax, bx, cx, ay, by, cy: Double

  /// Creates the curve from its two control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// The curve's point at parameter `t` (0…1), for tests and plots.
  public func point(at t: Double) -> (x: Double, y: Double) { (sampleX(t), sampleY(t)) }

  /// The curve parameter whose x equals `x`, to within `epsilon`.
  public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    // Newton's method converges in a few steps for almost every curve.
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < epsilon { return t }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    // Bisection always converges because x(t) is monotone for x1, x2 in 0…1.
    var lower = 0.0
    var upper = 1.0
    t = x
    if t < lower { return lower }
    if t > upper { return upper }
    while lower < upper {
      let value = sampleX(t)
      if abs(value - x) < epsilon { return t }
      if x > value { lower = t } else { upper = t }
      let next = lower + (upper - lower) / 2
      if next == t { break }
      t = next
    }
    return t
  }

  /// The curve's y at the point whose x is `x`.
  public func solve(_ x: Double, epsilon: Double) -> Double {
    sampleY(solveCurveX(x, epsilon: epsilon))
  }
}
