/// An argument of a chain call, with its offset.
struct ChainArgument: Sendable {
  enum Value: Sendable {
    case number(Double)
    case text(String)
    case word(String)
  }
  let value: Value
  let offset: Int
}
