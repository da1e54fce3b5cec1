/// A mistake in a chain string, at an offset within it.
public struct ChainParseError: Error, Sendable, Hashable {
  /// What was wrong.
  public var message: String
  /// Offset in Unicode scalars from the start of the chain string.
  public var offset: Int
  /// How to fix it.
  public var hint: String?
}
