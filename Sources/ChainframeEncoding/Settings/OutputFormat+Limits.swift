import ChainframeModel

extension OutputFormat {
  /// Largest frame any format is asked to encode, pixels: 8192 × 4352 (covers 8K UHD and DCI
  /// 8K). Larger frames take minutes per frame in VP9/AV1 and gigabytes per frame buffer, so
  /// they are refused before any work instead of appearing to hang.
  package static let maxPixels = 8192 * 4352

  /// Widest or tallest frame of this format, pixels (libwebp stops at 16,383; FFmpeg's image
  /// code at 16,384).
  package var maxDimension: Int {
    self == .webp ? 16383 : SceneLimits.maxCanvasSide
  }

  /// The file extensions that name this format; an output whose extension names another
  /// format contradicts an explicit `format`.
  package var extensions: [String] {
    switch self {
    case .mp4, .hevc: return ["mp4", "m4v"]
    case .mov: return ["mov"]
    case .webm, .av1: return ["webm"]
    case .prores4444, .prores422hq: return ["mov"]
    case .gif: return ["gif"]
    case .apng: return ["apng", "png"]
    case .webp: return ["webp"]
    case .pngSequence: return ["png"]
    case .y4m: return ["y4m"]
    case .raw: return ["raw", "bgra"]
    }
  }

  /// Why `width`×`height` cannot be encoded in this format, or nil when it can.
  package func sizeProblem(width: Int, height: Int) -> String? {
    if width > maxDimension || height > maxDimension {
      return "\(width)x\(height) is larger than \(rawValue) allows (at most \(maxDimension) pixels a side)"
    }
    if width * height > Self.maxPixels {
      return
        "\(width)x\(height) is \(width * height) pixels a frame, more than the limit of \(Self.maxPixels) (8192x4352)"
    }
    return nil
  }
}
