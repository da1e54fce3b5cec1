import Foundation

/// Reads the documented expression subset (see ``LottieExpression``) into statements
/// (``LottieScript/Statement``): numbers, arrays, `+ - * / %`, comparisons, `&& || ! ?:`,
/// assignments, parentheses, `[i]` indexing, the names ``LottieExpression/names``, variables
/// declared with `var` or assigned before they are read, calls of
/// ``LottieExpression/functions``, the members of `nearestKey()`/`key()` and references to
/// other properties (``LottieExpressionReference``); `var`, `if`/`else`, blocks and
/// `try`/`catch` statements. Anything else (loops, functions, strings outside references,
/// other names) is nil, so the expression stays reported rather than half evaluated.
struct LottieExpressionParser {
  /// The longest expression text read (real scripts are under 2,000 characters).
  static let maxLength = 4_000
  /// The deepest nesting of the parser's levels (statements, assignments, unary operands and
  /// parentheses each count one) read.
  static let maxDepth = 64

  enum Token: Equatable {
    case number(Double)
    case name(String)
    case string(String)
    case symbol(String)
  }

  /// Operators of several characters, longest first.
  private static let operators = [
    "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=",
  ]
  /// Names that are not variables.
  static let keywords: Set<String> = [
    "var", "let", "const", "if", "else", "try", "catch", "finally", "for", "while", "do", "function", "return",
    "new", "this", "typeof", "switch", "break", "continue", "throw", "delete", "in", "instanceof",
  ]

  var tokens: [Token] = []
  var at = 0
  var depth = 0
  /// Variables declared or assigned so far (reading any other name is outside the subset).
  var locals: Set<String> = []

  /// The statements of `text`; nil outside the subset.
  static func parse(_ text: String) -> [LottieScript.Statement]? {
    guard text.utf8.count <= maxLength, var parser = LottieExpressionParser(text) else { return nil }
    return parser.program()
  }

  private init?(_ text: String) {
    let chars = Array(text.unicodeScalars)
    var i = 0
    func isNameStart(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "$"
    }
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func starts(_ s: String, at i: Int) -> Bool {
      var j = i
      for u in s.unicodeScalars {
        guard j < chars.count, chars[j] == u else { return false }
        j += 1
      }
      return true
    }
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\n" || c == "\t" || c == "\r" {
        i += 1
      } else if starts("//", at: i) {
        while i < chars.count, chars[i] != "\n" { i += 1 }
      } else if starts("/*", at: i) {
        i += 2
        while i < chars.count, !starts("*/", at: i) { i += 1 }
        guard i < chars.count else { return nil }
        i += 2
      } else if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
        var j = i
        while j < chars.count, isDigit(chars[j]) || chars[j] == "." { j += 1 }
        if j < chars.count, chars[j] == "e" || chars[j] == "E" {
          j += 1
          if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
          while j < chars.count, isDigit(chars[j]) { j += 1 }
        }
        guard let value = Double(String(String.UnicodeScalarView(chars[i..<j]))), value.isFinite else { return nil }
        tokens.append(.number(value))
        i = j
      } else if isNameStart(c) {
        var j = i
        while j < chars.count, isNameStart(chars[j]) || isDigit(chars[j]) { j += 1 }
        tokens.append(.name(String(String.UnicodeScalarView(chars[i..<j]))))
        i = j
      } else if c == "'" || c == "\"" {
        // A string names a layer, an effect or its parameter; no escapes in the subset.
        var j = i + 1
        while j < chars.count, chars[j] != c, chars[j] != "\\", chars[j] != "\n" { j += 1 }
        guard j < chars.count, chars[j] == c else { return nil }
        tokens.append(.string(String(String.UnicodeScalarView(chars[(i + 1)..<j]))))
        i = j + 1
      } else if let op = Self.operators.first(where: { starts($0, at: i) }) {
        tokens.append(.symbol(op))
        i += op.unicodeScalars.count
      } else if "+-*/%()[],;=.?:!<>{}".unicodeScalars.contains(c) {
        tokens.append(.symbol(String(c)))
        i += 1
      } else {
        return nil
      }
    }
  }

  mutating func take(_ token: Token) -> Bool {
    guard at < tokens.count, tokens[at] == token else { return false }
    at += 1
    return true
  }

  func peek(_ token: Token, ahead: Int = 0) -> Bool {
    at + ahead < tokens.count && tokens[at + ahead] == token
  }

  /// `a, b, …`.
  mutating func expression() -> LottieExpression.Node? {
    guard let first = assignment() else { return nil }
    guard peek(.symbol(",")) else { return first }
    var items = [first]
    while take(.symbol(",")) {
      guard let next = assignment() else { return nil }
      items.append(next)
    }
    return .sequence(items)
  }

  /// `name = …`, `name += …`, `name -= …`, `name *= …`, `name /= …`, or a conditional.
  mutating func assignment() -> LottieExpression.Node? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth else { return nil }
    if at + 1 < tokens.count, case .name(let name) = tokens[at], case .symbol(let op) = tokens[at + 1],
      ["=", "+=", "-=", "*=", "/="].contains(op), !Self.keywords.contains(name), name != "Math", !name.hasPrefix("this")
    {
      at += 2
      let isNew = !locals.contains(name)
      // `value = …` shadows the property's value for the rest of the script.
      locals.insert(name)
      guard let right = assignment() else { return nil }
      if op == "=" { return .assign(name, right) }
      guard !isNew || name == "value" else { return nil }
      let f = ["+=": "sum", "-=": "sub", "*=": "mul", "/=": "div"][op] ?? "sum"
      return .assign(name, .call(f, [.name(name), right]))
    }
    return conditional()
  }

  private mutating func conditional() -> LottieExpression.Node? {
    guard let test = logical(and: false) else { return nil }
    guard take(.symbol("?")) else { return test }
    guard let then = assignment(), take(.symbol(":")), let otherwise = assignment() else { return nil }
    return .conditional(test, then, otherwise)
  }

  private mutating func logical(and: Bool) -> LottieExpression.Node? {
    let entry = depth
    defer { depth = entry }
    guard var left = and ? comparison(equality: true) : logical(and: true) else { return nil }
    while take(.symbol(and ? "&&" : "||")) {
      depth += 1
      guard depth <= Self.maxDepth, let right = and ? comparison(equality: true) : logical(and: true) else {
        return nil
      }
      left = .logical(and: and, left, right)
    }
    return left
  }

  private mutating func comparison(equality: Bool) -> LottieExpression.Node? {
    let ops = equality ? ["==", "===", "!=", "!=="] : ["<", ">", "<=", ">="]
    let entry = depth
    defer { depth = entry }
    guard var left = equality ? comparison(equality: false) : additive() else { return nil }
    while at < tokens.count, case .symbol(let op) = tokens[at], ops.contains(op) {
      at += 1
      depth += 1
      guard depth <= Self.maxDepth, let right = equality ? comparison(equality: false) : additive() else { return nil }
      left = .compare(op, left, right)
    }
    return left
  }

  /// Each operator applied nests the tree one level (`a + b + c` is `(a + b) + c`), which
  /// evaluation recurses through: it counts towards ``maxDepth`` like a parenthesis.
  private mutating func additive() -> LottieExpression.Node? {
    let entry = depth
    defer { depth = entry }
    guard var left = term() else { return nil }
    while at < tokens.count, case .symbol(let op) = tokens[at], op == "+" || op == "-" {
      at += 1
      depth += 1
      guard depth <= Self.maxDepth, let right = term() else { return nil }
      left = .call(op == "+" ? "sum" : "sub", [left, right])
    }
    return left
  }

  private mutating func term() -> LottieExpression.Node? {
    let entry = depth
    defer { depth = entry }
    guard var left = unary() else { return nil }
    while at < tokens.count, case .symbol(let op) = tokens[at], op == "*" || op == "/" || op == "%" {
      at += 1
      depth += 1
      guard depth <= Self.maxDepth, let right = unary() else { return nil }
      left = .call(op == "*" ? "mul" : op == "/" ? "div" : "mod", [left, right])
    }
    return left
  }

  private mutating func unary() -> LottieExpression.Node? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth else { return nil }
    if take(.symbol("-")) {
      guard let operand = unary() else { return nil }
      return .call("$bm_neg", [operand])
    }
    if take(.symbol("+")) { return unary() }
    if take(.symbol("!")) { return unary().map { .not($0) } }
    if at + 1 < tokens.count, case .symbol(let op) = tokens[at], op == "++" || op == "--",
      case .name(let name) = tokens[at + 1], locals.contains(name)
    {
      at += 2
      return .step(name, by: op == "++" ? 1 : -1, prefix: true)
    }
    guard var node = primary() else { return nil }
    while true {
      if take(.symbol("[")) {
        guard let index = expression(), take(.symbol("]")) else { return nil }
        node = .index(node, index)
      } else if peek(.symbol(".")), at + 1 < tokens.count, case .name(let member) = tokens[at + 1],
        ["index", "time", "value"].contains(member)
      {
        at += 2
        node = .member(node, member)
      } else {
        break
      }
    }
    if case .name(let name) = node, locals.contains(name), at < tokens.count, case .symbol(let op) = tokens[at],
      op == "++" || op == "--"
    {
      at += 1
      return .step(name, by: op == "++" ? 1 : -1, prefix: false)
    }
    return node
  }

  private mutating func primary() -> LottieExpression.Node? {
    guard at < tokens.count else { return nil }
    let token = tokens[at]
    at += 1
    switch token {
    case .number(let value): return .number(value)
    case .symbol("("):
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maxDepth, let inner = expression(), take(.symbol(")")) else { return nil }
      return inner
    case .symbol("["):
      guard let items = list(closing: "]") else { return nil }
      return .array(items)
    case .name("thisComp") where peek(.symbol(".")) && peek(.name("frameDuration"), ahead: 1):
      at += 2
      return .name("thisComp.frameDuration")
    case .name("thisComp"):
      guard take(.symbol(".")), take(.name("layer")), take(.symbol("(")), let layer = selector(),
        take(.symbol(")")), take(.symbol("."))
      else { return nil }
      return layerMember(layer)
    case .name("thisProperty"):
      guard take(.symbol(".")), take(.name("propertyGroup")), take(.symbol("(")), take(.number(1)),
        take(.symbol(")")), take(.symbol("(")), case .index(let ix)? = selector(), take(.symbol(")"))
      else { return nil }
      if at + 1 < tokens.count, tokens[at] == .symbol("."), tokens[at + 1] == .name("value") { at += 2 }
      return .reference(LottieExpressionReference(layer: nil, target: .sibling(ix)))
    case .name("thisLayer"):
      guard take(.symbol(".")) else { return nil }
      return layerMember(nil)
    case .name("effect") where at < tokens.count && tokens[at] == .symbol("("),
      .name("content") where at < tokens.count && tokens[at] == .symbol("("):
      at -= 1
      return layerMember(nil)
    case .name("true"): return .number(1)
    case .name("false"): return .number(0)
    case .name(let name) where locals.contains(name) && !peek(.symbol("(")):
      return .name(name)
    case .name(var name):
      // Dotted names: only `Math.x` is part of the subset.
      if name == "Math" {
        guard take(.symbol(".")), at < tokens.count, case .name(let member) = tokens[at] else { return nil }
        at += 1
        name = "Math.\(member)"
      }
      if take(.symbol("(")) {
        guard LottieExpression.functions.contains(name), let args = list(closing: ")") else { return nil }
        return .call(name, args)
      }
      guard LottieExpression.names.contains(name) else { return nil }
      return .name(name)
    default: return nil
    }
  }

  /// What follows a layer and its dot: `effect(E)(P)` or `effect(E).param(P)`,
  /// `transform.member`, `content(G)….content(I).member` or `content(G)….transform.member`;
  /// then an optional `.value`.
  private mutating func layerMember(_ layer: LottieExpressionReference.Selector?) -> LottieExpression.Node? {
    let target: LottieExpressionReference.Target
    if take(.name("effect")) {
      guard take(.symbol("(")), let effect = selector(), take(.symbol(")")) else { return nil }
      let dotted = take(.symbol("."))
      if dotted { guard take(.name("param")) else { return nil } }
      guard take(.symbol("(")), let parameter = selector(), take(.symbol(")")) else { return nil }
      target = .effect(effect, parameter: parameter)
    } else if at < tokens.count, tokens[at] == .name("content") {
      // `content(G)….content(I).member`: a content item's property (a path is only copied).
      var selectors: [LottieExpressionReference.Selector] = []
      while take(.name("content")) {
        guard selectors.count < 16, take(.symbol("(")), let selector = selector(), take(.symbol(")")),
          take(.symbol("."))
        else { return nil }
        selectors.append(selector)
      }
      guard !selectors.isEmpty, at < tokens.count, case .name(var member) = tokens[at] else { return nil }
      at += 1
      if member == "transform" {
        // `content(G).transform.member`: the group's own transform.
        guard take(.symbol(".")), at < tokens.count, case .name(let inner) = tokens[at],
          LottieExpressionReference.transformKeys[inner] != nil
        else { return nil }
        at += 1
        member = LottieExpressionReference.groupTransformPrefix + inner
      } else {
        guard LottieExpressionReference.contentMembers[member] != nil else { return nil }
      }
      target = .content(selectors, member: member)
    } else if take(.name("transform")), take(.symbol(".")), at < tokens.count, case .name(let member) = tokens[at],
      LottieExpressionReference.transformKeys[member] != nil
    {
      at += 1
      target = .transform(member)
    } else {
      return nil
    }
    if at + 1 < tokens.count, tokens[at] == .symbol("."), tokens[at + 1] == .name("value") { at += 2 }
    return .reference(LottieExpressionReference(layer: layer, target: target))
  }

  /// A name in quotes or a whole 1-based index.
  private mutating func selector() -> LottieExpressionReference.Selector? {
    guard at < tokens.count else { return nil }
    switch tokens[at] {
    case .string(let name):
      at += 1
      return .name(name)
    case .number(let n) where n >= 1 && n <= 10_000 && n == n.rounded(.down):
      at += 1
      return .index(Int(n))
    default:
      return nil
    }
  }

  /// Comma-separated expressions up to `closing` (already past the opening symbol).
  private mutating func list(closing: String) -> [LottieExpression.Node]? {
    var items: [LottieExpression.Node] = []
    if take(.symbol(closing)) { return items }
    repeat {
      guard let item = assignment() else { return nil }
      items.append(item)
    } while take(.symbol(","))
    return take(.symbol(closing)) ? items : nil
  }
}
