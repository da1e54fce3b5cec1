import ChainframeModel

/// What a ``LayerCommand`` draws.
package enum LayerContent: Sendable, Hashable {
  /// A fillable, strokable outline.
  case outline(Outline)
  /// Text set with Pango; a piece draws only its characters at their place in the whole text.
  case text(TextStyle)
  /// A raster image file fitted into the box.
  case image(path: String, fit: ImageFit)
  /// An SVG file drawn as vectors, fitted into the box.
  case svg(path: String, fit: ImageFit)
  /// Child commands in the layer's coordinate space, composited as one.
  case group(children: [DrawCommand], clip: Bool)
  /// A frame of a video file fitted into the box.
  case video(path: String, request: VideoFrameRequest, fit: ImageFit)
}
