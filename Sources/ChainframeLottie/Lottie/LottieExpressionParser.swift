import Foundation

/// Reads the documented expression subset (see ``LottieExpression``) into a syntax tree: one
/// assignment to `$bm_rt` (as Bodymovin writes every expression) of numbers, arrays, `+ - * / %`,
/// parentheses, `[i]` indexing, the names ``LottieExpression/names``, calls of
/// ``LottieExpression/functions`` and references to other properties
/// (``LottieExpressionReference``). Anything else (statements, strings, other names) is nil, so
/// the expression stays reported rather than half evaluated.
struct LottieExpressionParser {
  /// The longest expression text read (real one-line expressions are under 200 characters).
  static let maxLength = 4_000
  /// The deepest nesting of parentheses, brackets and calls read.
  static let maxDepth = 32

  private enum Token: Equatable {
    case number(Double)
    case name(String)
    case string(String)
    case symbol(Character)
  }

  private var tokens: [Token] = []
  private var at = 0
  private var depth = 0

  /// The tree of `text`; nil outside the subset.
  static func parse(_ text: String) -> LottieExpression.Node? {
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
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\n" || c == "\t" || c == "\r" {
        i += 1
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
      } else if "+-*/%()[],;=.".unicodeScalars.contains(c) {
        tokens.append(.symbol(Character(c)))
        i += 1
      } else {
        return nil
      }
    }
  }

  private mutating func take(_ token: Token) -> Bool {
    guard at < tokens.count, tokens[at] == token else { return false }
    at += 1
    return true
  }

  /// `[var] $bm_rt [= expr] ; $bm_rt = expr [;]` or `var $bm_rt = expr [;]`.
  private mutating func program() -> LottieExpression.Node? {
    let declared = take(.name("var"))
    guard take(.name("$bm_rt")) else { return nil }
    if declared, !take(.symbol("=")) {
      guard take(.symbol(";")), take(.name("$bm_rt")), take(.symbol("=")) else { return nil }
    } else if !declared {
      guard take(.symbol("=")) else { return nil }
    }
    guard let node = expression() else { return nil }
    _ = take(.symbol(";"))
    return at == tokens.count ? node : nil
  }

  private mutating func expression() -> LottieExpression.Node? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth, var left = term() else { return nil }
    while at < tokens.count, case .symbol(let op) = tokens[at], op == "+" || op == "-" {
      at += 1
      guard let right = term() else { return nil }
      left = .call(op == "+" ? "sum" : "sub", [left, right])
    }
    return left
  }

  private mutating func term() -> LottieExpression.Node? {
    guard var left = unary() else { return nil }
    while at < tokens.count, case .symbol(let op) = tokens[at], op == "*" || op == "/" || op == "%" {
      at += 1
      guard let right = unary() else { return nil }
      left = .call(op == "*" ? "mul" : op == "/" ? "div" : "mod", [left, right])
    }
    return left
  }

  private mutating func unary() -> LottieExpression.Node? {
    if take(.symbol("-")) {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maxDepth, let operand = unary() else { return nil }
      return .call("$bm_neg", [operand])
    }
    if take(.symbol("+")) { return unary() }
    guard var node = primary() else { return nil }
    while take(.symbol("[")) {
      guard let index = expression(), take(.symbol("]")) else { return nil }
      node = .index(node, index)
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
      guard let inner = expression(), take(.symbol(")")) else { return nil }
      return inner
    case .symbol("["):
      guard let items = list(closing: "]") else { return nil }
      return .array(items)
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
  private mutating func list(closing: Character) -> [LottieExpression.Node]? {
    var items: [LottieExpression.Node] = []
    if take(.symbol(closing)) { return items }
    repeat {
      guard let item = expression() else { return nil }
      items.append(item)
    } while take(.symbol(","))
    return take(.symbol(closing)) ? items : nil
  }
}
