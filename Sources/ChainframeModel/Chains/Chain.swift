/// A finished animation chain: links that run one after another from the scene's start.
public struct Chain: Sendable {
  /// Links in order.
  public var links: [ChainLink]
  /// A name for trace events, for example `layers[0].chain`.
  public var name: String

  /// Creates a chain.
  public init(links: [ChainLink], name: String = "chain") {
    self.links = links
    self.name = name
  }
}
