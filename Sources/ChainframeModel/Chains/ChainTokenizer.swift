/// Splits a chain string into tokens: identifiers, numbers (`-1.5e2`), strings in single or
/// double quotes, bare colours (`#ff8800`, read as strings), `.`, `,`, `(` and `)`.
struct ChainTokenizer {
  let scalars: [Unicode.Scalar]

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  func tokenize() -> Result<[ChainToken], ChainParseError> {
    var tokens: [ChainToken] = []
    var i = 0
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
    while i < scalars.count {
      let c = scalars[i]
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        i += 1
        continue
      }
      let start = i
      switch c {
      case ".":
        // ".5" is a number; "." between calls is a separator.
        if i + 1 < scalars.count, isDigit(scalars[i + 1]),
          !(tokens.last.map {
            if case .close = $0.kind { return true }
            if case .identifier = $0.kind { return true }
            return false
          } ?? false)
        {
          break
        }
        tokens.append(ChainToken(kind: .dot, offset: i))
        i += 1
        continue
      case ",":
        tokens.append(ChainToken(kind: .comma, offset: i))
        i += 1
        continue
      case "(":
        tokens.append(ChainToken(kind: .open, offset: i))
        i += 1
        continue
      case ")":
        tokens.append(ChainToken(kind: .close, offset: i))
        i += 1
        continue
      case "\"", "'":
        var j = i + 1
        var text = ""
        while j < scalars.count && scalars[j] != c {
          text.unicodeScalars.append(scalars[j])
          j += 1
        }
        guard j < scalars.count else {
          return .failure(ChainParseError(message: "unterminated string", offset: start, hint: "close it with \(c)"))
        }
        tokens.append(ChainToken(kind: .string(text), offset: start))
        i = j + 1
        continue
      case "#":
        var j = i + 1
        var text = "#"
        while j < scalars.count, scalars[j].properties.isASCIIHexDigit {
          text.unicodeScalars.append(scalars[j])
          j += 1
        }
        tokens.append(ChainToken(kind: .string(text), offset: start))
        i = j
        continue
      default:
        break
      }
      if isIdentifierStart(c) {
        var j = i
        var text = ""
        while j < scalars.count, isIdentifierStart(scalars[j]) || isDigit(scalars[j]) || scalars[j] == "-" {
          text.unicodeScalars.append(scalars[j])
          j += 1
        }
        tokens.append(ChainToken(kind: .identifier(text), offset: start))
        i = j
        continue
      }
      if isDigit(c) || c == "-" || c == "+" || c == "." {
        var j = i
        var text = ""
        if scalars[j] == "-" || scalars[j] == "+" {
          text.unicodeScalars.append(scalars[j])
          j += 1
        }
        while j < scalars.count,
          isDigit(scalars[j]) || scalars[j] == "." || scalars[j] == "e" || scalars[j] == "E"
            || ((scalars[j] == "-" || scalars[j] == "+") && (scalars[j - 1] == "e" || scalars[j - 1] == "E"))
        {
          text.unicodeScalars.append(scalars[j])
          j += 1
        }
        guard let value = Double(text), value.isFinite else {
          return .failure(ChainParseError(message: "'\(text)' is not a number", offset: start, hint: nil))
        }
        tokens.append(ChainToken(kind: .number(value), offset: start))
        i = j
        continue
      }
      return .failure(
        ChainParseError(
          message: "unexpected character '\(c)'", offset: start, hint: "chains look like moveX(100).easeOut.animate(1)")
      )
    }
    tokens.append(ChainToken(kind: .end, offset: scalars.count))
    return .success(tokens)
  }
}
