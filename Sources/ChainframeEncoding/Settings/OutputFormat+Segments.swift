extension OutputFormat {
  /// Why this format cannot be encoded in independent segments, or nil when it can: H.264
  /// (mp4, mov), H.265, VP9 and ProRes. (GIF, APNG, WebP and PNG sequences still render in
  /// chunks, through their frames; AV1, y4m and raw do not.)
  package var segmentRefusal: String? {
    switch self {
    case .mp4, .mov, .hevc, .webm, .prores4444, .prores422hq: return nil
    case .av1:
      return "the WebM muxer rejects packets of separately opened libaom encoders in this build; "
        + "render chunks as webm (VP9) or mp4 instead"
    case .gif:
      return "a GIF's palette is computed from every frame of the clip, so no segment can be encoded alone "
        + "(chunked renders carry GIF frames losslessly to the join, which encodes the GIF once)"
    case .apng:
      return "APNG frames are stored as differences from the previous frame in one stream "
        + "(chunked renders carry APNG frames losslessly to the join, which encodes the APNG once)"
    case .webp:
      return "libwebp encodes an animated WebP as a whole when it is finished "
        + "(chunked renders carry WebP frames losslessly to the join, which encodes the WebP once)"
    case .pngSequence:
      return "every PNG of a sequence stands alone: it needs no segments (chunked renders carry the PNG files)"
    case .y4m, .raw:
      return "\(rawValue) is a stream for pipes; render chunks as mp4, webm or mov instead"
    }
  }

  /// Default segment length in seconds for segmented formats: 2.
  package static let defaultSegmentSeconds = 2.0
}
