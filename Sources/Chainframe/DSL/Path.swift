/// An SVG path in layer coordinates (`type: path`): the full path-data grammar, arcs included.
public struct Path: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a path from SVG path data (`"M0 0 C 50 -40 100 40 150 0"`), drawn where written
  /// unless a position is given; `fillRule` defaults to nonzero.
  public init(_ data: String, id: String? = nil, fillRule: FillRule? = nil, fill: SceneColor? = nil) {
    node = LayerNode(type: "path", id: id)
    node["d"] = .string(data)
    if let fillRule { node["fillRule"] = .string(fillRule.rawValue) }
    if let fill { node["fill"] = .string(fill.text) }
  }
}
