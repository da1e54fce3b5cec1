import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Frames to verify: a composition drawn in memory (no encoding) or a decoded video.
enum FrameSource {
  case scene(Composition, FrameRenderer)
  case video(VideoDecoder)

  var size: (Int, Int) {
    switch self {
    case .scene(let c, _): return (c.canvas.width, c.canvas.height)
    case .video(let d): return (d.info.width, d.info.height)
    }
  }

  var frameRate: Rational? {
    switch self {
    case .scene(let c, _): return c.frameRate
    case .video(let d): return d.info.frameRate
    }
  }
}
