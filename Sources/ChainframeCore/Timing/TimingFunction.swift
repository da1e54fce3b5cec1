/// Maps linear time progress (0…1) to value progress.
///
/// Every timing function maps 0 → 0 and 1 → 1; in between, curves such as `easeOutBack` may
/// leave 0…1 (overshoot).
public enum TimingFunction: Sendable, Hashable {
  /// Value progress equals time progress.
  case linear
  /// A CSS/WebKit cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1); x1 and x2 in 0…1.
  case cubicBezier(Double, Double, Double, Double)

  /// Value progress at time progress `x` (clamped to 0…1).
  public func value(at x: Double) -> Double {
    let x = min(max(x, 0), 1)
    switch self {
    case .linear:
      return x
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return UnitBezier(x1, y1, x2, y2).solve(x, epsilon: 1e-9)
    }
  }
}
