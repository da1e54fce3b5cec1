/// The statements of an expression script (see ``LottieExpression``): what Bodymovin writes
/// when an After Effects expression is more than one line, such as the "inertial bounce"
/// (`var amp, freq, decay, n, t, v; try { … } catch (e) { $bm_rt = value; }`).
///
/// There are no loops, functions or `return`, so every script ends after a number of steps
/// bounded by its length; ``maxSteps`` bounds it again.
enum LottieScript {
  /// The most expression nodes one evaluation visits (real scripts visit under 200).
  static let maxSteps = 20_000

  /// One statement.
  indirect enum Statement: Equatable {
    /// An expression evaluated for its effect (an assignment, `n--`, `a && (b = c)`).
    case expression(LottieExpression.Node)
    /// `var a, b = value, …`: each name with its initial value, if any.
    case declare([Declaration])
    /// `{ … }`.
    case block([Statement])
    /// `if (test) then [else otherwise]`.
    case when(LottieExpression.Node, Statement, Statement?)
    /// `try { body } catch (e) { handler }`: the handler runs when the body throws.
    case attempt([Statement], [Statement])

    /// The expressions in it, in order (nested statements' included).
    var nodes: [LottieExpression.Node] {
      switch self {
      case .expression(let node): return [node]
      case .declare(let list): return list.compactMap(\.value)
      case .block(let list): return list.flatMap(\.nodes)
      case .when(let test, let then, let otherwise): return [test] + then.nodes + (otherwise?.nodes ?? [])
      case .attempt(let body, let handler): return body.flatMap(\.nodes) + handler.flatMap(\.nodes)
      }
    }
  }

  /// A `var` name and its initial value.
  struct Declaration: Equatable {
    var name: String
    var value: LottieExpression.Node?
  }

  /// The variables of one evaluation.
  struct Scope {
    /// Values assigned so far, by name.
    var variables: [String: LottieExpression.Value] = [:]
    /// Names declared with `var` (read before assignment they are `undefined`).
    var declared: Set<String> = []
    /// Set when an evaluation threw (a missing keyframe), for `try` to catch.
    var thrown = false
    /// Expression nodes visited so far.
    var steps = 0
  }

  /// The expression assigned to `$bm_rt` when `body` is only `[var $bm_rt;] $bm_rt = expr`
  /// (or `var $bm_rt = expr`); nil otherwise.
  static func result(of body: [Statement]) -> LottieExpression.Node? {
    var rest = body[...]
    if case .declare(let list)? = rest.first, list == [Declaration(name: "$bm_rt", value: nil)] {
      rest = rest.dropFirst()
    }
    guard rest.count == 1, let only = rest.first else { return nil }
    switch only {
    case .expression(.assign("$bm_rt", let value)): return value
    case .declare(let list) where list.count == 1 && list[0].name == "$bm_rt": return list[0].value
    default: return nil
    }
  }

  /// Names lottie-web's expression function can assign without declaring them: its own
  /// variables (`value`, `time`, `velocity`) and Bodymovin's result.
  static let enclosingNames: Set<String> = ["value", "time", "velocity", "$bm_rt"]

  /// Whether `name` may be assigned. lottie-web's bundle is strict code, so is the expression
  /// it `eval`s: assigning a name no `var` declares throws a ReferenceError (which a `try`
  /// around it catches). Bodymovin's export of the inertial bounce assigns `v` undeclared in
  /// some files: lottie-web then shows the property's plain value.
  static func mayAssign(_ name: String, _ scope: Scope) -> Bool {
    scope.declared.contains(name) || enclosingNames.contains(name)
  }

  /// The names `body` declares with `var`, at any depth.
  static func declaredNames(_ body: [Statement]) -> Set<String> {
    var names: Set<String> = []
    func visit(_ s: Statement) {
      switch s {
      case .declare(let list): names.formUnion(list.map(\.name))
      case .block(let list): list.forEach(visit)
      case .attempt(let body, let handler): (body + handler).forEach(visit)
      case .when(_, let then, let otherwise):
        visit(then)
        otherwise.map(visit)
      case .expression: break
      }
    }
    body.forEach(visit)
    return names
  }

  /// Whether `body` assigns `$bm_rt` anywhere.
  static func assignsResult(_ body: [Statement]) -> Bool {
    func assigns(_ node: LottieExpression.Node) -> Bool {
      if case .assign("$bm_rt", _) = node { return true }
      return node.children.contains(where: assigns)
    }
    func declares(_ s: Statement) -> Bool {
      switch s {
      case .declare(let list): return list.contains { $0.name == "$bm_rt" && $0.value != nil }
      case .block(let list): return list.contains(where: declares)
      case .attempt(let body, let handler): return (body + handler).contains(where: declares)
      case .when(_, let then, let otherwise): return declares(then) || (otherwise.map(declares) ?? false)
      case .expression: return false
      }
    }
    return body.flatMap(\.nodes).contains(where: assigns) || body.contains(where: declares)
  }

  /// Runs `body`; false when a statement is outside the subset or throws uncaught.
  static func run(_ body: [Statement], _ c: LottieExpression.Context, _ scope: inout Scope) -> Bool {
    for statement in body {
      guard run(statement, c, &scope) else { return false }
    }
    return true
  }

  private static func run(_ statement: Statement, _ c: LottieExpression.Context, _ scope: inout Scope) -> Bool {
    switch statement {
    case .expression(let node):
      return LottieExpression.eval(node, c, &scope) != nil
    case .declare(let list):
      for d in list {
        scope.declared.insert(d.name)
        guard let value = d.value else { continue }
        guard let v = LottieExpression.eval(value, c, &scope) else { return false }
        scope.variables[d.name] = v
      }
      return true
    case .block(let list):
      return run(list, c, &scope)
    case .when(let test, let then, let otherwise):
      guard let t = LottieExpression.eval(test, c, &scope) else { return false }
      if t.isTruthy { return run(then, c, &scope) }
      return otherwise.map { run($0, c, &scope) } ?? true
    case .attempt(let body, let handler):
      if run(body, c, &scope) { return true }
      // Only a throw is caught: a part outside the subset gives up the whole script.
      guard scope.thrown else { return false }
      scope.thrown = false
      return run(handler, c, &scope)
    }
  }
}

extension LottieExpression.Node {
  /// The nodes directly inside this one.
  var children: [LottieExpression.Node] {
    switch self {
    case .number, .name, .reference, .step: return []
    case .array(let items), .call(_, let items), .sequence(let items): return items
    case .index(let a, let b), .logical(_, let a, let b), .compare(_, let a, let b): return [a, b]
    case .assign(_, let a), .not(let a), .member(let a, _): return [a]
    case .conditional(let a, let b, let c): return [a, b, c]
    }
  }
}
