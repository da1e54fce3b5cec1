/// What every piece of a split ``Text`` does: its starting transform and its animations.
public struct SplitPiece: LayerElement {
  /// The keys of the `split:` mapping besides `by` and `stagger`.
  public var node: LayerNode

  /// Creates a piece that does nothing.
  public init() { node = LayerNode() }
}
