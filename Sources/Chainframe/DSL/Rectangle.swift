/// A rectangle layer (`type: rect`), optionally with rounded corners.
///
/// Named `Rectangle` because ChainframeCore already has a `Rect` (an animatable value).
public struct Rectangle: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - size: `[width, height]`, pixels (0…1,000,000). Default `[0, 0]`.
  ///   - cornerRadius: uniform corner radius, pixels. Default 0.
  ///   - fill: fill colour. Default white.
  public init(id: String? = nil, size: [Double]? = nil, cornerRadius: Double? = nil, fill: SceneColor? = nil) {
    node = LayerNode(type: "rect", id: id)
    if let size { node["size"] = .numbers(size) }
    if let cornerRadius { node["cornerRadius"] = .number(cornerRadius) }
    if let fill { node["fill"] = .string(fill.text) }
  }

  /// Corner radii `[topLeft, topRight, bottomRight, bottomLeft]`, pixels (animating
  /// `cornerRadius` scales all four).
  public func cornerRadii(_ radii: [Double]) -> Rectangle { setText("cornerRadius", .numbers(radii)) }
}
