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
/// alone are ``LottieLoop``'s.
///
/// Statements without loops (``LottieScript``) are read too, as Bodymovin exports scripts
/// such as the "inertial bounce": `var`, assignments (`=`, `+=`, `-=`, `++`, `--`), `if`/`else`,
/// blocks, `try`/`catch`, comma, `?:`, `&&`, `||`, `!` and comparisons, with the keyframe
/// helpers `numKeys`, `nearestKey(t).index`/`.time`, `key(n).time`/`.value`/`key(n)`,
/// `valueAtTime(t)`, `velocityAtTime(t)` and `thisComp.frameDuration`
/// (``LottieExpressionKeys``). The result is `$bm_rt` after the last statement. Anything else
/// is not parsed (``init(_:)`` is nil) and stays a reported expression.
struct LottieExpression {
  /// The syntax tree.
  indirect enum Node: Equatable {
    case number(Double)
    case array([Node])
    case name(String)
    case call(String, [Node])
    case index(Node, Node)
    case reference(LottieExpressionReference)
    /// `name = value` (also what `+=`, `-=` become); the value assigned.
    case assign(String, Node)
    /// `name++`, `name--` (the old value) or `++name`, `--name` (the new one).
    case step(String, by: Double, prefix: Bool)
    /// `condition ? then : else`.
    case conditional(Node, Node, Node)
    /// `a && b` (`and`) or `a || b`: one of the operands, as JavaScript gives it.
    case logical(and: Bool, Node, Node)
    /// A comparison (`<`, `>`, `<=`, `>=`, `==`, `===`, `!=`, `!==`) of numbers: 1 or 0.
    case compare(String, Node, Node)
    /// `!a`: 1 or 0.
    case not(Node)
    /// `a, b, …`: each in turn, the last one's value.
    case sequence([Node])
    /// `.index`, `.time` or `.value` of `nearestKey(t)` or `key(n)`.
    case member(Node, String)
  }

  /// A number or an array of numbers (the only values of the subset).
  enum Value: Equatable {
    case number(Double)
    case array([Double])

    /// Whether JavaScript treats it as true: a number other than 0 and NaN, any array.
    var isTruthy: Bool {
      switch self {
      case .number(let n): return n != 0 && !n.isNaN
      case .array: return true
      }
    }

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
    /// The property's keyframes (without the expression): frames as the file writes them and
    /// values, for `numKeys`, `nearestKey` and `key`.
    var keys: [(frame: Double, value: [Double])] = []
    /// The composition's frame rate, frames a second (0: unknown, and the keyframe helpers
    /// and `thisComp.frameDuration` are not available).
    var frameRate: Double = 0
    /// The property's own value (without the expression) at a composition time in seconds,
    /// as lottie-web's `valueAtTime` gives it; nil when not available.
    var valueAt: ((Double) -> [Double])?
  }

  /// Names the subset reads.
  static let names: Set<String> = [
    "time", "value", "index", "Math.PI", "Math.E", "numKeys", "thisComp.frameDuration",
  ]
  /// Functions the subset calls.
  static let functions: Set<String> = [
    "wiggle", "linear", "ease", "easeIn", "easeOut", "clamp", "length", "degreesToRadians", "radiansToDegrees",
    "sum", "add", "sub", "mul", "div", "mod", "$bm_sum", "$bm_sub", "$bm_mul", "$bm_div", "$bm_mod", "$bm_neg",
    "Math.abs", "Math.floor", "Math.ceil", "Math.round", "Math.sqrt", "Math.sin", "Math.cos", "Math.tan",
    "Math.asin", "Math.acos", "Math.atan", "Math.exp", "Math.log", "Math.pow", "Math.atan2", "Math.min", "Math.max",
    "nearestKey", "key", "valueAtTime", "velocityAtTime",
  ]

  /// The statements, in order.
  let body: [LottieScript.Statement]
  /// The expression assigned to `$bm_rt` when that is the whole program (as most are); nil
  /// for a script of statements.
  let root: Node?

  /// Parses `text`; nil outside the subset.
  init?(_ text: String) {
    // A program that never sets `$bm_rt` has no value (Bodymovin writes every result there).
    guard let body = LottieExpressionParser.parse(text), LottieScript.assignsResult(body) else { return nil }
    self.body = body
    root = LottieScript.result(of: body)
    declared = LottieScript.declaredNames(body)
  }

  /// The names the program declares with `var`, anywhere in it.
  private let declared: Set<String>

  /// Every expression of the program, statement by statement.
  private var nodes: [Node] { body.flatMap(\.nodes) }

  /// How many nodes the program holds: the most one evaluation visits (there are no loops).
  var size: Int {
    func count(_ node: Node) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
    return nodes.reduce(0) { $0 + count($1) }
  }

  /// Whether the expression reads `value` or `wiggle`s it (then it needs the keyframes).
  var usesValue: Bool { nodes.contains(where: Self.uses) }

  /// The properties it references, in the order they appear, each once.
  var references: [LottieExpressionReference] {
    var out: [LottieExpressionReference] = []
    func collect(_ node: Node) {
      if case .reference(let r) = node {
        if !out.contains(r) { out.append(r) }
        return
      }
      node.children.forEach(collect)
    }
    nodes.forEach(collect)
    return out
  }

  private static func uses(_ node: Node) -> Bool {
    switch node {
    case .name(let n): return n == "value" || n == "numKeys"
    case .call(let f, let args):
      return ["wiggle", "nearestKey", "key", "valueAtTime", "velocityAtTime"].contains(f) || args.contains(where: uses)
    default: return node.children.contains(where: uses)
    }
  }

  /// The value at `context`; nil when it is not a finite number or array (a type lottie-web
  /// would turn into 0 or NaN), so the caller keeps the keyframes and reports the expression.
  func evaluate(_ context: Context) -> Value? {
    // `var` names are hoisted, as JavaScript hoists them.
    var scope = LottieScript.Scope(declared: declared)
    guard LottieScript.run(body, context, &scope), let v = scope.variables["$bm_rt"] else { return nil }
    return v.components.allSatisfy(\.isFinite) ? v : nil
  }

  /// The value of `node`; nil when it is outside the subset, or when it throws (a missing
  /// keyframe: `scope.thrown` is then set for `try` to catch).
  static func eval(_ node: Node, _ c: Context, _ scope: inout LottieScript.Scope) -> Value? {
    scope.steps += 1
    guard scope.steps <= LottieScript.maxSteps else { return nil }
    switch node {
    case .number(let n): return .number(n)
    case .array(let items):
      var out: [Double] = []
      for item in items {
        guard case .number(let n)? = eval(item, c, &scope) else { return nil }
        out.append(n)
      }
      return .array(out)
    case .name(let name):
      if let local = scope.variables[name] { return local }
      // A declared variable read before it is assigned is JavaScript's `undefined`.
      if scope.declared.contains(name) { return nil }
      switch name {
      case "time": return .number(c.time)
      case "value": return c.value.count == 1 ? .number(c.value[0]) : .array(c.value)
      case "index": return .number(c.index)
      case "Math.PI": return .number(Double.pi)
      case "Math.E": return .number(M_E)
      case "numKeys": return .number(Double(c.keys.count))
      case "thisComp.frameDuration": return c.frameRate > 0 ? .number(1 / c.frameRate) : nil
      default: return nil
      }
    case .reference(let r):
      guard let v = c.references[r], !v.isEmpty else { return nil }
      return v.count == 1 ? .number(v[0]) : .array(v)
    case .index(let base, let i):
      guard case .array(let a)? = eval(base, c, &scope), case .number(let n)? = eval(i, c, &scope), n >= 0,
        n < Double(a.count), n == n.rounded(.down)
      else { return nil }
      return .number(a[Int(n)])
    case .call(let f, let args):
      if f == "wiggle" {
        guard args.count >= 2, case .number(let amp)? = eval(args[1], c, &scope) else { return nil }
        return LottieWiggle.value(c.value, amp: amp, time: c.time, seed: c.seed)
      }
      var values: [Value] = []
      for arg in args {
        guard let v = eval(arg, c, &scope) else { return nil }
        values.append(v)
      }
      if let keyed = LottieExpressionKeys.call(f, values, c, &scope) { return keyed.value }
      return call(f, values)
    case .member(let base, let member):
      guard case .call(let f, let args) = base, args.count == 1, case .number(let n)? = eval(args[0], c, &scope)
      else { return nil }
      return LottieExpressionKeys.member(member, of: f, n, c, &scope)
    case .assign(let name, let value):
      guard let v = eval(value, c, &scope) else { return nil }
      guard LottieScript.mayAssign(name, scope) else {
        scope.thrown = true
        return nil
      }
      scope.variables[name] = v
      return v
    case .step(let name, let delta, let prefix):
      guard LottieScript.mayAssign(name, scope) else {
        scope.thrown = true
        return nil
      }
      guard case .number(let old)? = eval(.name(name), c, &scope) else { return nil }
      scope.variables[name] = .number(old + delta)
      return .number(prefix ? old + delta : old)
    case .conditional(let test, let then, let otherwise):
      guard let t = eval(test, c, &scope) else { return nil }
      return eval(t.isTruthy ? then : otherwise, c, &scope)
    case .logical(let and, let a, let b):
      guard let left = eval(a, c, &scope) else { return nil }
      return left.isTruthy == and ? eval(b, c, &scope) : left
    case .compare(let op, let a, let b):
      guard case .number(let x)? = eval(a, c, &scope), case .number(let y)? = eval(b, c, &scope) else { return nil }
      let holds: Bool
      switch op {
      case "<": holds = x < y
      case ">": holds = x > y
      case "<=": holds = x <= y
      case ">=": holds = x >= y
      case "==", "===": holds = x == y
      default: holds = x != y
      }
      return .number(holds ? 1 : 0)
    case .not(let a):
      guard let v = eval(a, c, &scope) else { return nil }
      return .number(v.isTruthy ? 0 : 1)
    case .sequence(let items):
      var last: Value?
      for item in items {
        guard let v = eval(item, c, &scope) else { return nil }
        last = v
      }
      return last
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
