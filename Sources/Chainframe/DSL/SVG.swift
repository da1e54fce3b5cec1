/// An SVG document drawn as vectors, fitted into the layer's box (`type: svg`).
public struct SVG: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates an SVG layer from `src` (an `.svg` path relative to the scene's folder, or a name
  /// from ``SceneDocument/images(_:)``) in a box of `size` pixels, fitted by `fit` (default
  /// contain).
  public init(id: String? = nil, src: String, size: [Double]? = nil, fit: ImageFit? = nil) {
    node = LayerNode(type: "svg", id: id)
    node["src"] = .string(src)
    if let size { node["size"] = .numbers(size) }
    if let fit { node["fit"] = .string(fit.rawValue) }
  }
}
