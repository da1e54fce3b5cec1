/// Maps linear time progress (0…1) to value progress.
///
/// Every timing function maps 0 → 0 and 1 → 1 (except `steps` with `jump-start`, which is
/// already at its first step at 0, as CSS specifies); in between, curves such as `easeOutBack`
/// may leave 0…1 (overshoot).
public enum TimingFunction: Sendable, Hashable {
  /// Value progress equals time progress.
  case linear
  /// A CSS/WebKit cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1); x1 and x2 in 0…1.
  case cubicBezier(Double, Double, Double, Double)
  /// CSS `steps(n, position)`: `n` ≥ 1 equal steps (≥ 2 for `jump-none`).
  case steps(Int, StepPosition)
  /// CSS `linear(…)`: piecewise-linear through points with non-decreasing inputs.
  case piecewiseLinear([LinearEasingPoint])
  /// A Penner equation.
  case penner(PennerEasing)

  /// Precision of the cubic-Bézier solver. POP solves to 1/(1000·duration); a fixed 1e-9
  /// keeps every frame good to well under the 1e-7 this project promises.
  static let bezierEpsilon = 1e-9

  /// Value progress at time progress `x` (clamped to 0…1).
  public func value(at x: Double) -> Double {
    let x = min(max(x, 0), 1)
    switch self {
    case .linear:
      return x
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if x == 0 || x == 1 { return x }
      return UnitBezier(x1, y1, x2, y2).solve(x, epsilon: TimingFunction.bezierEpsilon)
    case .steps(let count, let position):
      return TimingFunction.steps(x, count: count, position: position)
    case .piecewiseLinear(let points):
      return TimingFunction.piecewiseLinear(x, points: points)
    case .penner(let easing):
      return easing.value(at: x)
    }
  }

  /// CSS Easing's step algorithm (without the "before flag", which only matters for
  /// negative delays in browsers).
  static func steps(_ x: Double, count: Int, position: StepPosition) -> Double {
    var step = (x * Double(count)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = Double(count)
    case .jumpNone: jumps = Double(count - 1)
    case .jumpBoth: jumps = Double(count + 1)
    }
    if x >= 0 && step < 0 { step = 0 }
    if step > jumps { step = jumps }
    return step / jumps
  }

  static func piecewiseLinear(_ x: Double, points: [LinearEasingPoint]) -> Double {
    guard let first = points.first, let last = points.last else { return x }
    if x <= first.input { return first.output }
    if x >= last.input { return last.output }
    // The last point whose input is ≤ x starts the segment (CSS picks the later of equal
    // inputs, which makes a repeated input a jump).
    var i = 0
    while i + 1 < points.count && points[i + 1].input <= x { i += 1 }
    let a = points[i]
    let b = points[min(i + 1, points.count - 1)]
    if b.input == a.input { return b.output }
    return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
  }

  // The CSS named curves carry a `css` prefix: in JH's vocabulary (chains, ChainBuilder)
  // `easeIn` is Penner's quadratic (``PennerEasing/easeInQuad``), a different curve.

  /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
  public static let cssEase = TimingFunction.cubicBezier(0.25, 0.1, 0.25, 1)
  /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1) (not JH's `easeIn`, which is easeInQuad).
  public static let cssEaseIn = TimingFunction.cubicBezier(0.42, 0, 1, 1)
  /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1) (not JH's `easeOut`, easeOutQuad).
  public static let cssEaseOut = TimingFunction.cubicBezier(0, 0, 0.58, 1)
  /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1) (not JH's `easeInOut`, easeInOutQuad).
  public static let cssEaseInOut = TimingFunction.cubicBezier(0.42, 0, 0.58, 1)
}
