/// An operation in a chain link with the easing (or spring) that applies to it.
public struct ChainStep: Sendable {
  /// What changes.
  public var operation: ChainOperation
  /// The easing keyword that followed the operation; nil is linear (JH's default).
  public var easing: TimingFunction?
  /// A physics spring instead of an easing; the link then lasts until the spring settles.
  public var spring: SpringParameters?
  /// Where the operation was written, for errors and trace names.
  public var location: SourceLocation?
  /// The operation as written, for trace names (`moveX(300)`).
  public var text: String

  /// Creates a step.
  public init(
    operation: ChainOperation, easing: TimingFunction? = nil, spring: SpringParameters? = nil,
    location: SourceLocation? = nil, text: String = ""
  ) {
    self.operation = operation
    self.easing = easing
    self.spring = spring
    self.location = location
    self.text = text
  }
}
