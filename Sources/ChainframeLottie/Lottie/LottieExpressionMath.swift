import ChainframeModel
import Foundation

/// lottie-web 5.13.0's arithmetic helpers (`sum`, `sub`, `mul`, `div`, `linear`, `ease`…) on
/// ``LottieExpression/Value``s, for ``LottieExpression``.
enum LottieExpressionMath {
  /// `sum` (sign 1) or `sub` (sign −1): numbers add; an array and a number change only the
  /// array's first component; two arrays add component by component (the longer one's extra
  /// components are kept).
  static func sum(_ a: LottieExpression.Value, _ b: LottieExpression.Value, sign: Double) -> LottieExpression.Value {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + sign * y)
    case (.array(var v), .number(let y)):
      if !v.isEmpty { v[0] += sign * y }
      return .array(v)
    case (.number(let x), .array(var v)):
      if !v.isEmpty { v[0] = x + sign * v[0] }
      return .array(v)
    case (.array(let v), .array(let w)):
      let n = max(v.count, w.count)
      return .array((0..<n).map { i in i < v.count && i < w.count ? v[i] + sign * w[i] : (i < v.count ? v[i] : w[i]) })
    }
  }

  /// `mul`/`div`: numbers combine; an array with a number combines each component; two
  /// arrays are nil (lottie-web answers 0, which no property means).
  static func scale(
    _ a: LottieExpression.Value, _ b: LottieExpression.Value, _ op: (Double, Double) -> Double
  ) -> LottieExpression.Value? {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(op(x, y))
    case (.array(let v), .number(let y)): return .array(v.map { op($0, y) })
    case (.number(let x), .array(let w)): return .array(w.map { op(x, $0) })
    case (.array, .array): return nil
    }
  }

  /// The curves of `ease`, `easeIn` and `easeOut` (lottie-web's bezier easings).
  static let curves: [String: TimingFunction] = [
    "ease": .cubicBezier(0.33, 0, 0.667, 1), "easeIn": .cubicBezier(0.333, 0, 0.833, 0.833),
    "easeOut": .cubicBezier(0.167, 0.167, 0.667, 1),
  ]

  /// `linear`/`ease`/`easeIn`/`easeOut(t, [tMin, tMax,] v1, v2)`: `t` clamped to the range
  /// (0…1 with three arguments), mapped through the curve from v1 to v2.
  static func interpolate(_ f: String, _ a: [LottieExpression.Value]) -> LottieExpression.Value? {
    guard a.count == 3 || a.count == 5, case .number(var t) = a[0] else { return nil }
    var (tMin, tMax) = (0.0, 1.0)
    if a.count == 5 {
      guard case .number(let lo) = a[1], case .number(let hi) = a[2] else { return nil }
      (tMin, tMax) = lo > hi && f == "linear" ? (hi, lo) : (lo, hi)
    }
    let v1 = a[a.count - 2]
    let v2 = a[a.count - 1]
    var p: Double
    if f == "linear" {
      if t <= tMin { return v1 }
      if t >= tMax { return v2 }
      p = tMax == tMin ? 0 : (t - tMin) / (tMax - tMin)
    } else {
      if a.count == 5 { t = (t - tMin) / (tMax - tMin) }
      guard t.isFinite || t.isInfinite else { return nil }
      p = curves[f].map { $0.value(at: min(max(t, 0), 1)) } ?? 0
    }
    switch (v1, v2) {
    case (.number(let x), .number(let y)): return .number(x + (y - x) * p)
    case (.array(let x), .array(let y)):
      guard x.count <= y.count else { return nil }
      return .array(x.indices.map { x[$0] + (y[$0] - x[$0]) * p })
    default: return nil
    }
  }

  /// The one-argument `Math` functions (`Math.round` rounds halves up, as JavaScript does).
  static let unary: [String: @Sendable (Double) -> Double] = [
    "Math.abs": { abs($0) }, "Math.floor": { $0.rounded(.down) }, "Math.ceil": { $0.rounded(.up) },
    "Math.round": { ($0 + 0.5).rounded(.down) }, "Math.sqrt": { $0.squareRoot() }, "Math.sin": { sin($0) },
    "Math.cos": { cos($0) }, "Math.tan": { tan($0) }, "Math.asin": { asin($0) }, "Math.acos": { acos($0) },
    "Math.atan": { atan($0) }, "Math.exp": { exp($0) }, "Math.log": { log($0) },
  ]
}
