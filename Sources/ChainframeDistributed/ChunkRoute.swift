import ChainframeEncoding
import ChainframeRender

/// How a format's chunks are made and joined.
package enum ChunkRoute: Sendable, Hashable {
  /// Independent segments (H.264, H.265, VP9, ProRes): chunks hold the segment encoders'
  /// packets and the join stream-copies them.
  case segments
  /// A lossless intermediate (GIF, APNG, animated WebP, whose encoders need every frame):
  /// chunks hold the rendered frames as PNG-coded premultiplied pixels and the join runs the
  /// format's one encoder over them, as a one-machine render does.
  case frames
  /// A PNG sequence: chunks hold the final PNG files and the join writes them.
  case files

  /// The route of `format`; throws ``DistributedError/cannotChunk(format:reason:)`` with the
  /// reason when it cannot be rendered in chunks.
  package static func of(_ format: OutputFormat) throws -> ChunkRoute {
    switch format {
    case .mp4, .mov, .hevc, .webm, .prores4444, .prores422hq: return .segments
    case .gif, .apng, .webp: return .frames
    case .pngSequence: return .files
    case .av1, .y4m, .raw:
      throw DistributedError.cannotChunk(format: format.rawValue, reason: refusal(format))
    }
  }

  /// Why `format` cannot chunk.
  static func refusal(_ format: OutputFormat) -> String {
    switch format {
    case .av1:
      return "the WebM muxer rejects packets of separately opened libaom encoders in this build; "
        + "render chunks as webm (VP9) or mp4 instead"
    default:
      return "\(format.rawValue) is a stream for pipes; render chunks as mp4, webm or mov instead"
    }
  }
}
