/// A video file's frames fitted into the layer's box (`type: video`); its sound joins the mix
/// unless muted.
public struct Video: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a video layer.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - src: an `.mp4`, `.mov`, `.m4v`, `.webm` or `.mkv` path relative to the scene's folder.
  ///   - size: `[width, height]`, pixels; default the video's size.
  ///   - fit: how frames fill the box; default fill.
  ///   - start: scene time of the first frame, seconds. Default 0.
  ///   - trim: `[in, out]` or `[in]`, source seconds. Default the whole file.
  ///   - speed: source seconds per scene second, 0.01…100. Default 1.
  ///   - loop: repeat the trimmed part. Default false.
  ///   - muted: leave the file's sound out of the mix. Default false.
  public init(
    id: String? = nil, src: String, size: [Double]? = nil, fit: ImageFit? = nil, start: Double? = nil,
    trim: [Double]? = nil, speed: Double? = nil, loop: Bool? = nil, muted: Bool? = nil
  ) {
    node = LayerNode(type: "video", id: id)
    node["src"] = .string(src)
    if let size { node["size"] = .numbers(size) }
    if let fit { node["fit"] = .string(fit.rawValue) }
    if let start { node["start"] = .number(start) }
    if let trim { node["trim"] = .numbers(trim) }
    if let speed { node["speed"] = .number(speed) }
    if let loop { node["loop"] = .bool(loop) }
    if let muted { node["muted"] = .bool(muted) }
  }
}
