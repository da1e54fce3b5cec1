import ChainframeModel
import Foundation

/// An After Effects expression of a safe, documented subset, evaluated without a JavaScript
/// engine the way lottie-web 5.13.0's expression helpers compute it: `time` (seconds),
/// `value` (the property's keyframed value), `index` (the layer's `ind`), numbers and arrays,
/// `+ - * / %` (lottie-web's `sum/sub/mul/div/mod` rules: an array plus a number adds to the
/// first component), `wiggle(freq, amp)`, `linear`/`ease`/`easeIn`/`easeOut` (3 or 5
/// arguments), `clamp`, `length`, `degreesToRadians`/`radiansToDegrees`, `Math` functions and
/// `Math.PI`/`Math.E`, and other properties of the same composition by name
/// (``LottieExpressionReference``: expression controls and layer transforms). `loopOut`/`loopIn`
/// alone are ``LottieLoop``'s. Anything else is not
/// parsed (``init(_:)`` is nil) and stays a reported expression.
struct LottieExpression {
  /// The syntax tree.
  indirect enum Node: Equatable {
    case number(Double)
    case array([Node])
    case name(String)
    case call(String, [Node])
    case index(Node, Node)
    case reference(LottieExpressionReference)
  }

  /// A number or an array of numbers (the only values of the subset).
  enum Value: Equatable {
    case number(Double)
    case array([Double])

    /// The components (a number is one).
    var components: [Double] {
      switch self {
      case .number(let n): return [n]
      case .array(let a): return a
      }
    }
  }

  /// What an expression sees at one frame.
  struct Context {
    /// The composition time, seconds (lottie-web's `time`: the composition frame / `fr`).
    var time: Double
    /// The property's own value at this frame.
    var value: [Double]
    /// The layer's `ind` (1 when it has none).
    var index: Double = 1
    /// Seed of the property's `wiggle` noise (from its JSON path, so it never changes).
    var seed: UInt64 = 0
    /// The values of the properties the expression references, at this frame.
    var references: [LottieExpressionReference: [Double]] = [:]
  }

  /// Names the subset reads.
  static let names: Set<String> = ["time", "value", "index", "Math.PI", "Math.E"]
  /// Functions the subset calls.
  static let functions: Set<String> = [
    "wiggle", "linear", "ease", "easeIn", "easeOut", "clamp", "length", "degreesToRadians", "radiansToDegrees",
    "sum", "add", "sub", "mul", "div", "mod", "$bm_sum", "$bm_sub", "$bm_mul", "$bm_div", "$bm_mod", "$bm_neg",
    "Math.abs", "Math.floor", "Math.ceil", "Math.round", "Math.sqrt", "Math.sin", "Math.cos", "Math.tan",
    "Math.asin", "Math.acos", "Math.atan", "Math.exp", "Math.log", "Math.pow", "Math.atan2", "Math.min", "Math.max",
  ]

  /// The parsed tree.
  let root: Node

  /// Parses `text`; nil outside the subset.
  init?(_ text: String) {
    guard let root = LottieExpressionParser.parse(text) else { return nil }
    self.root = root
  }

  /// Whether the expression reads `value` or `wiggle`s it (then it needs the keyframes).
  var usesValue: Bool { Self.uses(root) }

  /// The properties it references, in the order they appear, each once.
  var references: [LottieExpressionReference] {
    var out: [LottieExpressionReference] = []
    func collect(_ node: Node) {
      switch node {
      case .reference(let r): if !out.contains(r) { out.append(r) }
      case .call(_, let args): args.forEach(collect)
      case .array(let items): items.forEach(collect)
      case .index(let a, let b):
        collect(a)
        collect(b)
      case .number, .name: break
      }
    }
    collect(root)
    return out
  }

  private static func uses(_ node: Node) -> Bool {
    switch node {
    case .name(let n): return n == "value"
    case .call(let f, let args): return f == "wiggle" || args.contains(where: uses)
    case .array(let items): return items.contains(where: uses)
    case .index(let a, let b): return uses(a) || uses(b)
    case .number, .reference: return false
    }
  }

  /// The value at `context`; nil when it is not a finite number or array (a type lottie-web
  /// would turn into 0 or NaN), so the caller keeps the keyframes and reports the expression.
  func evaluate(_ context: Context) -> Value? {
    guard let v = Self.eval(root, context) else { return nil }
    return v.components.allSatisfy(\.isFinite) ? v : nil
  }

  private static func eval(_ node: Node, _ c: Context) -> Value? {
    switch node {
    case .number(let n): return .number(n)
    case .array(let items):
      var out: [Double] = []
      for item in items {
        guard case .number(let n)? = eval(item, c) else { return nil }
        out.append(n)
      }
      return .array(out)
    case .name(let name):
      switch name {
      case "time": return .number(c.time)
      case "value": return c.value.count == 1 ? .number(c.value[0]) : .array(c.value)
      case "index": return .number(c.index)
      case "Math.PI": return .number(Double.pi)
      case "Math.E": return .number(M_E)
      default: return nil
      }
    case .reference(let r):
      guard let v = c.references[r], !v.isEmpty else { return nil }
      return v.count == 1 ? .number(v[0]) : .array(v)
    case .index(let base, let i):
      guard case .array(let a)? = eval(base, c), case .number(let n)? = eval(i, c), n >= 0, n < Double(a.count),
        n == n.rounded(.down)
      else { return nil }
      return .number(a[Int(n)])
    case .call(let f, let args):
      if f == "wiggle" {
        guard args.count >= 2, case .number(let amp)? = eval(args[1], c) else { return nil }
        return LottieWiggle.value(c.value, amp: amp, time: c.time, seed: c.seed)
      }
      var values: [Value] = []
      for arg in args {
        guard let v = eval(arg, c) else { return nil }
        values.append(v)
      }
      return call(f, values)
    }
  }

  private static func call(_ f: String, _ a: [Value]) -> Value? {
    func number(_ i: Int) -> Double? {
      guard i < a.count, case .number(let n) = a[i] else { return nil }
      return n
    }
    switch f {
    case "sum", "add", "$bm_sum": return a.count == 2 ? LottieExpressionMath.sum(a[0], a[1], sign: 1) : nil
    case "sub", "$bm_sub": return a.count == 2 ? LottieExpressionMath.sum(a[0], a[1], sign: -1) : nil
    case "mul", "$bm_mul": return a.count == 2 ? LottieExpressionMath.scale(a[0], a[1]) { $0 * $1 } : nil
    case "div", "$bm_div": return a.count == 2 ? LottieExpressionMath.scale(a[0], a[1]) { $0 / $1 } : nil
    case "mod", "$bm_mod":
      guard a.count == 2, let x = number(0), let y = number(1) else { return nil }
      return .number(x.truncatingRemainder(dividingBy: y))
    case "$bm_neg":
      guard a.count == 1 else { return nil }
      switch a[0] {
      case .number(let n): return .number(-n)
      case .array(let v): return .array(v.map { -$0 })
      }
    case "clamp":
      guard a.count == 3, let lo = number(1), let hi = number(2) else { return nil }
      let (low, high) = lo > hi ? (hi, lo) : (lo, hi)
      switch a[0] {
      case .number(let n): return .number(min(max(n, low), high))
      // lottie-web's clamp is Math.min/Math.max: an array becomes NaN.
      case .array: return nil
      }
    case "linear", "ease", "easeIn", "easeOut": return LottieExpressionMath.interpolate(f, a)
    case "length":
      guard a.count == 1 || a.count == 2 else { return nil }
      let p = a[0].components
      let q = a.count == 2 ? a[1].components : Array(repeating: 0, count: p.count)
      if case .number = a[0] { return .number(abs(p[0] - (q.first ?? 0))) }
      let n = min(p.count, q.count)
      return .number((0..<n).reduce(0) { $0 + (q[$1] - p[$1]) * (q[$1] - p[$1]) }.squareRoot())
    case "degreesToRadians": return number(0).map { .number($0 * Double.pi / 180) }
    case "radiansToDegrees": return number(0).map { .number($0 * 180 / Double.pi) }
    case "Math.pow":
      guard a.count == 2, let x = number(0), let y = number(1) else { return nil }
      return .number(pow(x, y))
    case "Math.atan2":
      guard a.count == 2, let y = number(0), let x = number(1) else { return nil }
      return .number(atan2(y, x))
    case "Math.min", "Math.max":
      var out = f == "Math.min" ? Double.infinity : -Double.infinity
      for i in a.indices {
        guard let n = number(i) else { return nil }
        out = f == "Math.min" ? min(out, n) : max(out, n)
      }
      return a.isEmpty ? nil : .number(out)
    default:
      guard a.count == 1, let x = number(0), let g = LottieExpressionMath.unary[f] else { return nil }
      return .number(g(x))
    }
  }
}
