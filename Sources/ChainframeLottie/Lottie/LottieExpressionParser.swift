import Foundation

/// Reads the documented expression subset (see ``LottieExpression``) into a syntax tree: one
/// assignment to `$bm_rt` (as Bodymovin writes every expression) of numbers, arrays, `+ - * / %`,
/// parentheses, `[i]` indexing, the names ``LottieExpression/names`` and calls of
/// ``LottieExpression/functions``. Anything else (statements, strings, other names) is nil, so
/// the expression stays reported rather than half evaluated.
struct LottieExpressionParser {
  /// The longest expression text read (real one-line expressions are under 200 characters).
  static let maxLength = 4_000
  /// The deepest nesting of parentheses, brackets and calls read.
  static let maxDepth = 32

  private enum Token: Equatable {
    case number(Double)
    case name(String)
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
