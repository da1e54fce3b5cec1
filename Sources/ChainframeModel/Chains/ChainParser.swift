/// Parses JH-style chain strings such as
/// `"moveX(300).easeOutBounce.thenAfter(0.8).rotate(90).spring.animate(1.0)"` into a
/// ``Chain``, through the same ``ChainBuilder`` the Swift API uses, so both routes mean the
/// same thing.
package enum ChainParser {
  /// Parses `text`. `location` is where the chain string starts in its file (for step
  /// locations); offsets in errors are relative to the string.
  package static func parse(_ text: String, name: String = "chain", location: SourceLocation? = nil) -> Result<
    Chain, ChainParseError
  > {
    let tokens: [ChainToken]
    switch ChainTokenizer(text).tokenize() {
    case .success(let t): tokens = t
    case .failure(let e): return .failure(e)
    }
    var builder = ChainBuilder(name: name)
    // Finished links are kept here, not in the builder (see detachFinishedLinks).
    var done: [ChainLink] = []
    var i = 0
    var finished: Chain?
    while true {
      guard case .identifier(let op) = tokens[i].kind else {
        return .failure(
          ChainParseError(
            message: "expected an operation name", offset: tokens[i].offset, hint: "for example moveX(100)"))
      }
      let opOffset = tokens[i].offset
      i += 1
      var args: [ChainArgument] = []
      var hasParens = false
      if tokens[i].kind == .open {
        hasParens = true
        i += 1
        if tokens[i].kind != .close {
          while true {
            switch tokens[i].kind {
            case .number(let v): args.append(ChainArgument(value: .number(v), offset: tokens[i].offset))
            case .string(let s): args.append(ChainArgument(value: .text(s), offset: tokens[i].offset))
            case .identifier(let w): args.append(ChainArgument(value: .word(w), offset: tokens[i].offset))
            default:
              return .failure(ChainParseError(message: "expected an argument", offset: tokens[i].offset, hint: nil))
            }
            i += 1
            if tokens[i].kind == .comma {
              i += 1
              continue
            }
            break
          }
        }
        guard tokens[i].kind == .close else {
          return .failure(ChainParseError(message: "expected ')' to close \(op)(", offset: tokens[i].offset, hint: nil))
        }
        i += 1
      }
      if let done = finished {
        _ = done
        return .failure(
          ChainParseError(
            message: "nothing may follow animate(…)", offset: opOffset, hint: "move '\(op)' before animate"))
      }
      let call = Call(name: op, args: args, hasParens: hasParens, offset: opOffset, location: location)
      switch ChainVocabulary.apply(call, to: builder) {
      case .failure(let error): return .failure(error)
      case .success(.builder(let next)):
        builder = next
        builder.locateSteps(location)
        done.append(contentsOf: builder.detachFinishedLinks().filter(ChainBuilder.isMeaningful))
        if done.count >= SceneLimits.maxChainLinks {
          return .failure(tooManyLinks(at: opOffset))
        }
      case .success(.chain(let chain)):
        let links = done + chain.links
        if links.count > SceneLimits.maxChainLinks { return .failure(tooManyLinks(at: opOffset)) }
        finished = Chain(links: links, name: chain.name)
      }
      if tokens[i].kind == .end { break }
      guard tokens[i].kind == .dot else {
        return .failure(
          ChainParseError(message: "expected '.' between operations", offset: tokens[i].offset, hint: nil))
      }
      i += 1
    }
    guard let chain = finished else {
      return .failure(
        ChainParseError(
          message: "the chain never starts", offset: text.unicodeScalars.count, hint: "end it with .animate(seconds)"))
    }
    return .success(chain)
  }

  /// The error for a chain longer than ``SceneLimits/maxChainLinks``.
  package static func tooManyLinks(at offset: Int) -> ChainParseError {
    ChainParseError(
      message: "the chain has more than \(DiagnosticFormat.count(SceneLimits.maxChainLinks)) links (the limit)",
      offset: offset, hint: "split it into several chains or layers, or use repeat(n) for repeated links")
  }

  package struct Call {
    package let name: String
    package let args: [ChainArgument]
    package let hasParens: Bool
    package let offset: Int
    package let location: SourceLocation?

    /// Creates a call.
    package init(name: String, args: [ChainArgument], hasParens: Bool, offset: Int, location: SourceLocation?) {
      self.name = name
      self.args = args
      self.hasParens = hasParens
      self.offset = offset
      self.location = location
    }
  }
}
