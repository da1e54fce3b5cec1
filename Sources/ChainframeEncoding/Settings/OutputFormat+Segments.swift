extension OutputFormat {
  /// Why this format cannot be encoded in independent segments (and so cannot be rendered in
  /// chunks), or nil when it can: H.264 (mp4, mov), H.265, VP9 and ProRes.
  public var segmentRefusal: String? {
    switch self {
    case .mp4, .mov, .hevc, .webm, .prores4444, .prores422hq: return nil
    case .av1:
      return "the WebM muxer rejects packets of separately opened libaom encoders in this build; "
        + "render chunks as webm (VP9) or mp4 instead"
    case .gif:
      return "a GIF's palette is computed from every frame of the clip, so no chunk can be encoded alone; "
        + "render chunks as mp4, webm or mov, or render the GIF on one machine"
    case .apng:
      return "APNG frames are stored as differences from the previous frame in one stream; "
        + "render chunks as mp4, webm or mov instead"
    case .webp:
      return "libwebp encodes an animated WebP as a whole when it is finished; render chunks as mp4 or webm instead"
    case .pngSequence:
      return "a PNG sequence needs no join: give each machine its own frames with --frames FIRST..LAST "
        + "and the same output pattern"
    case .y4m, .raw:
      return "\(rawValue) is a stream for pipes; render chunks as mp4, webm or mov instead"
    }
  }

  /// Default segment length in seconds for segmented formats: 2.
  public static let defaultSegmentSeconds = 2.0
}
