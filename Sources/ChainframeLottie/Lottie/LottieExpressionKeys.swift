/// The keyframe helpers of lottie-web 5.13.0's expressions (ExpressionManager.js), on the
/// property's own keyframes (``LottieExpression/Context/keys``):
/// - `nearestKey(t)`: `.index` (1-based) and `.time` (seconds) of the keyframe nearest to
///   composition time `t`, compared with the keyframes' frames as the file writes them; a
///   time between two keys picks the later only when it is strictly nearer; before the first
///   key the first, after the last the last; index 0 and time 0 without keyframes.
/// - `key(n)`: `.time`, `.value` and `key(n)[i]`; an `n` that is not a keyframe's throws.
/// - `valueAtTime(t)`: the property's value without the expression at time `t`.
/// - `velocityAtTime(t)`: `(valueAtTime(t − 0.001) − valueAtTime(t)) / −0.001`, each
///   component rounded to 32 bits for a property of several dimensions, as lottie-web's typed
///   arrays hold them.
enum LottieExpressionKeys {
  /// The result of a helper call (`value` nil: outside the subset, or it threw).
  struct Result {
    var value: LottieExpression.Value?
  }

  /// The step lottie-web's `getVelocityAtTime` differentiates over, seconds.
  static let velocityStep = -0.001

  /// `f(a)` when `f` is a keyframe helper; nil (not a helper) otherwise.
  static func call(
    _ f: String, _ a: [LottieExpression.Value], _ c: LottieExpression.Context, _ scope: inout LottieScript.Scope
  ) -> Result? {
    switch f {
    case "nearestKey":
      // An object, not a value: only its members are read.
      return Result(value: nil)
    case "key":
      guard a.count == 1, case .number(let n) = a[0], let k = keyframe(n, c, &scope) else { return Result(value: nil) }
      return Result(value: .array(k.value))
    case "valueAtTime", "velocityAtTime":
      guard a.count == 1, case .number(let t) = a[0], let valueAt = c.valueAt, t.isFinite else {
        return Result(value: nil)
      }
      let now = rounded(valueAt(t))
      guard f == "velocityAtTime" else { return Result(value: value(now)) }
      let before = rounded(valueAt(t + velocityStep))
      guard now.count == before.count, !now.isEmpty else { return Result(value: nil) }
      var v = zip(before, now).map { ($0 - $1) / velocityStep }
      if v.count > 1 { v = v.map { Double(Float($0)) } }
      return Result(value: value(v))
    default:
      return nil
    }
  }

  /// `.member` of `f(n)` (`nearestKey` or `key`); nil outside the subset or when it throws.
  static func member(
    _ member: String, of f: String, _ n: Double, _ c: LottieExpression.Context, _ scope: inout LottieScript.Scope
  ) -> LottieExpression.Value? {
    guard c.frameRate > 0 else { return nil }
    switch (f, member) {
    case ("nearestKey", "index"): return .number(Double(nearest(n, c).index))
    case ("nearestKey", "time"): return .number(nearest(n, c).frame / c.frameRate)
    case ("key", "time"): return keyframe(n, c, &scope).map { .number($0.frame / c.frameRate) }
    case ("key", "value"): return keyframe(n, c, &scope).flatMap { value($0.value) }
    default: return nil
    }
  }

  /// The nearest keyframe to composition time `t` seconds: its 1-based index and frame.
  static func nearest(_ t: Double, _ c: LottieExpression.Context) -> (index: Int, frame: Double) {
    let keys = c.keys
    guard let first = keys.first else { return (0, 0) }
    let frame = t * c.frameRate
    if frame < first.frame { return (1, first.frame) }
    for e in 0..<(keys.count - 1) {
      if frame == keys[e].frame { return (e + 1, keys[e].frame) }
      if frame > keys[e].frame, frame < keys[e + 1].frame {
        return frame - keys[e].frame > keys[e + 1].frame - frame ? (e + 2, keys[e + 1].frame) : (e + 1, keys[e].frame)
      }
    }
    return (keys.count, keys[keys.count - 1].frame)
  }

  /// Keyframe `n` (1-based); nil after marking `scope` thrown when there is none.
  private static func keyframe(_ n: Double, _ c: LottieExpression.Context, _ scope: inout LottieScript.Scope)
    -> (frame: Double, value: [Double])?
  {
    guard n >= 1, n <= Double(c.keys.count), n == n.rounded(.down) else {
      scope.thrown = true
      return nil
    }
    return c.keys[Int(n) - 1]
  }

  /// A value of several dimensions as lottie-web's 32-bit typed arrays hold it.
  private static func rounded(_ v: [Double]) -> [Double] { v.count > 1 ? v.map { Double(Float($0)) } : v }

  private static func value(_ v: [Double]) -> LottieExpression.Value? {
    guard !v.isEmpty else { return nil }
    return v.count == 1 ? .number(v[0]) : .array(v)
  }
}
