/// A straight line between two points in layer coordinates (`type: line`); it needs a
/// ``LayerElement/stroke(_:width:dash:dashOffset:cap:join:miterLimit:under:)``.
public struct Line: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a line from `from` to `to` (`[x, y]`, pixels; drawn where written unless a
  /// position is given).
  public init(id: String? = nil, from: [Double], to: [Double]) {
    node = LayerNode(type: "line", id: id)
    node["from"] = .numbers(from)
    node["to"] = .numbers(to)
  }
}
