/// An argument of a chain call, with its offset.
package struct ChainArgument: Sendable {
  package enum Value: Sendable {
    case number(Double)
    case text(String)
    case word(String)
  }
  package let value: Value
  package let offset: Int

  /// Creates an argument.
  package init(value: Value, offset: Int) {
    self.value = value
    self.offset = offset
  }
}
