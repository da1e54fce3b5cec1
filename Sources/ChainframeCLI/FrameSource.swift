import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Frames to verify: a scene rendered in memory (no encoding) or a decoded video.
enum FrameSource {
  case scene(CompiledScene, FrameRenderer)
  case video(VideoDecoder)

  static func open(_ path: String, options: SceneOptions) throws -> FrameSource {
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    if ["yaml", "yml", "json"].contains(ext) {
      var o = options
      o.scene = path
      let compiled = try o.load().compiled
      return .scene(compiled, try FrameRenderer(width: compiled.canvas.width, height: compiled.canvas.height))
    }
    return .video(try VideoDecoder(path: path))
  }

  var size: (Int, Int) {
    switch self {
    case .scene(let s, _): return (s.canvas.width, s.canvas.height)
    case .video(let d): return (d.info.width, d.info.height)
    }
  }

  var frameRate: Rational? {
    switch self {
    case .scene(let s, _): return s.clock.fps
    case .video(let d): return d.info.frameRate
    }
  }

  /// Frame count when known in advance (scenes).
  var frameCount: Int? {
    if case .scene(let s, _) = self { return s.frameCount }
    return nil
  }
}
