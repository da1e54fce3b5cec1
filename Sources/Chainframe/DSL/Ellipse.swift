/// An ellipse inscribed in the layer's box (`type: ellipse`).
public struct Ellipse: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates an ellipse of `size` (`[width, height]`, pixels) filled with `fill` (default
  /// white).
  public init(id: String? = nil, size: [Double]? = nil, fill: SceneColor? = nil) {
    node = LayerNode(type: "ellipse", id: id)
    if let size { node["size"] = .numbers(size) }
    if let fill { node["fill"] = .string(fill.text) }
  }
}
