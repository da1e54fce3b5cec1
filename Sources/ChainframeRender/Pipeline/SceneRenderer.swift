import ChainframeEncoding
import ChainframeRendering

/// Makes frame renderers that can draw video layers (each with its own decoders).
package enum SceneRenderer {
  /// A renderer of `width` × `height` with a ``VideoFrameReader`` of its own, for one thread.
  package static func make(width: Int, height: Int) throws(RenderError) -> FrameRenderer {
    let renderer = try FrameRenderer(width: width, height: height)
    renderer.videoFrames = VideoFrameReader()
    return renderer
  }
}
