import ChainframeEncoding
import ChainframeRendering

/// Makes frame renderers that can draw video layers (decoders shared by every worker).
package enum SceneRenderer {
  /// A renderer of `width` × `height` for one thread, drawing video layers from the shared
  /// ``VideoFrameReader``.
  package static func make(width: Int, height: Int) throws(RenderError) -> FrameRenderer {
    let renderer = try FrameRenderer(width: width, height: height)
    renderer.videoFrames = VideoFrameReader.shared
    return renderer
  }
}
