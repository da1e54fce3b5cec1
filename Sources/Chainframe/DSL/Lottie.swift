/// A Lottie (Bodymovin) file drawn as a layer on the scene's clock (`type: lottie`), fitted
/// into the layer's box like an image and clipped to the Lottie canvas.
public struct Lottie: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a Lottie layer.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - src: a `.json` or `.lottie` path relative to the scene's folder.
  ///   - size: `[width, height]`, pixels; default the Lottie canvas's size.
  ///   - fit: how the Lottie canvas fills the box; default contain.
  ///   - start: scene time of the animation's (or segment's) first frame, seconds. Default 0.
  ///   - speed: animation seconds per scene second, 0.01…100. Default 1.
  ///   - loop: repeat the animation or segment. Default false.
  ///   - segment: the part that plays; default the whole file.
  public init(
    id: String? = nil, src: String, size: [Double]? = nil, fit: ImageFit? = nil, start: Double? = nil,
    speed: Double? = nil, loop: Bool? = nil, segment: LottieSegment? = nil
  ) {
    node = LayerNode(type: "lottie", id: id)
    node["src"] = .string(src)
    if let size { node["size"] = .numbers(size) }
    if let fit { node["fit"] = .string(fit.rawValue) }
    if let start { node["start"] = .number(start) }
    if let speed { node["speed"] = .number(speed) }
    if let loop { node["loop"] = .bool(loop) }
    if let segment { node["segment"] = segment.sceneText }
  }
}
