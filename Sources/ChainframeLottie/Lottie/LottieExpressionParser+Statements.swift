/// The statement level of ``LottieExpressionParser``: a program is statements to the end of
/// the text; `var`, `if`/`else`, blocks, `try`/`catch` and expression statements (loops,
/// functions and `return` are outside the subset).
extension LottieExpressionParser {
  /// Statements to the end of the text.
  mutating func program() -> [LottieScript.Statement]? {
    var body: [LottieScript.Statement] = []
    while at < tokens.count {
      guard let s = statement() else { return nil }
      body.append(s)
    }
    return body.isEmpty ? nil : body
  }

  mutating func statement() -> LottieScript.Statement? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth else { return nil }
    if take(.symbol(";")) { return .block([]) }
    if take(.symbol("{")) { return block().map { .block($0) } }
    if take(.name("var")) {
      var list: [LottieScript.Declaration] = []
      repeat {
        guard at < tokens.count, case .name(let name) = tokens[at], !Self.keywords.contains(name) else { return nil }
        at += 1
        locals.insert(name)
        var value: LottieExpression.Node?
        if take(.symbol("=")) {
          guard let v = assignment() else { return nil }
          value = v
        }
        list.append(LottieScript.Declaration(name: name, value: value))
      } while take(.symbol(","))
      _ = take(.symbol(";"))
      return .declare(list)
    }
    if take(.name("if")) {
      guard take(.symbol("(")), let test = expression(), take(.symbol(")")), let then = statement() else { return nil }
      guard take(.name("else")) else { return .when(test, then, nil) }
      guard let otherwise = statement() else { return nil }
      return .when(test, then, otherwise)
    }
    if take(.name("try")) {
      guard take(.symbol("{")), let body = block(), take(.name("catch")), take(.symbol("(")), at < tokens.count,
        case .name(let name) = tokens[at]
      else { return nil }
      at += 1
      locals.insert(name)
      guard take(.symbol(")")), take(.symbol("{")), let handler = block() else { return nil }
      return .attempt(body, handler)
    }
    if at < tokens.count, case .name(let name) = tokens[at], Self.keywords.contains(name) { return nil }
    guard let node = expression() else { return nil }
    _ = take(.symbol(";"))
    return .expression(node)
  }

  /// Statements up to the closing brace (already past the opening one).
  mutating func block() -> [LottieScript.Statement]? {
    var body: [LottieScript.Statement] = []
    while !take(.symbol("}")) {
      guard at < tokens.count, let s = statement() else { return nil }
      body.append(s)
    }
    return body
  }
}
