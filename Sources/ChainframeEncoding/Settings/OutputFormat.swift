/// A kind of output file: container plus video codec.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// H.264 in MP4 (libx264), yuv420p.
  case mp4
  /// H.264 in QuickTime MOV.
  case mov
  /// H.265/HEVC in MP4 (libx265), yuv420p, tagged `hvc1`.
  case hevc
  /// VP9 in WebM (libvpx-vp9); yuva420p when alpha is asked for.
  case webm
  /// AV1 in WebM (libaom-av1, Debian's build), yuv420p.
  case av1
  /// ProRes 4444 with alpha in MOV (prores_ks, yuva444p10le).
  case prores4444
  /// ProRes 422 HQ in MOV (prores_ks, yuv422p10le).
  case prores422hq
  /// Animated GIF: Chainframe's own palettes and GIF coder.
  case gif
  /// Animated PNG (RGBA, lossless).
  case apng
  /// Animated WebP (libwebp).
  case webp
  /// A folder of numbered PNGs (`frames/00000.png`, …), RGBA, lossless.
  case pngSequence = "png-sequence"
  /// YUV4MPEG2 (yuv420p), usually to stdout for piping.
  case y4m
  /// Raw BGRA frames, usually to stdout for piping.
  case raw

  /// The format implied by an output path's extension; nil when unknown.
  ///
  /// `.mp4`/`.m4v` → mp4, `.mov` → mov, `.webm` → webm, `.gif`, `.apng`, `.webp`, `.png`
  /// (a pattern such as `frames/%05d.png`, or a single PNG) → png-sequence, `.y4m`, `.raw`/`.bgra`.
  public static func guess(path: String) -> OutputFormat? {
    let lower = path.lowercased()
    let ext = lower.split(separator: ".").last.map(String.init) ?? ""
    switch ext {
    case "mp4", "m4v": return .mp4
    case "mov": return .mov
    case "webm": return .webm
    case "gif": return .gif
    case "apng": return .apng
    case "webp": return .webp
    case "png": return .pngSequence
    case "y4m": return .y4m
    case "raw", "bgra": return .raw
    default: return nil
    }
  }

  /// True when the codec can carry an alpha channel in this build.
  public var supportsAlpha: Bool {
    switch self {
    case .webm, .prores4444, .gif, .apng, .webp, .pngSequence, .raw: return true
    default: return false
    }
  }

  /// True when frames are subsampled 4:2:0 or 4:2:2 and so need an even width (and height
  /// for 4:2:0).
  var needsEvenSize: (width: Bool, height: Bool) {
    switch self {
    case .mp4, .mov, .hevc, .webm, .av1, .y4m: return (true, true)
    case .prores422hq: return (true, false)
    default: return (false, false)
    }
  }

  /// The audio encoder for this container, or nil when it carries no audio.
  public var audioCodec: String? {
    switch self {
    case .mp4, .mov, .hevc, .prores4444, .prores422hq: return "aac"
    case .webm, .av1: return "libopus"
    default: return nil
    }
  }

  /// Whether the output can go to stdout (`-o -`).
  public var canStream: Bool { self == .y4m || self == .raw }
}
