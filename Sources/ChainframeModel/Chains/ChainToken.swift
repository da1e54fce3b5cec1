/// A lexical token of a chain string, with its offset for error messages.
struct ChainToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case identifier(String)
    case number(Double)
    case string(String)
    case dot, comma, open, close
    case end
  }
  let kind: Kind
  /// Offset in Unicode scalars from the start of the chain string.
  let offset: Int
}
