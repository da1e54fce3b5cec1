/// A raster image (PNG, JPEG, WebP) fitted into the layer's box (`type: image`).
public struct Image: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates an image layer.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - src: a path relative to the scene's folder, a name from ``SceneDocument/images(_:)``,
  ///     or a `data:image/png;base64,…` URI.
  ///   - size: `[width, height]`, pixels; default the image's natural size.
  ///   - fit: how the image fills the box; default contain.
  public init(id: String? = nil, src: String, size: [Double]? = nil, fit: ImageFit? = nil) {
    node = LayerNode(type: "image", id: id)
    node["src"] = .string(src)
    if let size { node["size"] = .numbers(size) }
    if let fit { node["fit"] = .string(fit.rawValue) }
  }
}
