import ChainframeCore
import ChainframeEncoding

/// How to render: output format and quality, size, frame range and workers, as plain values.
///
/// Every property left `nil` takes the preset's value, then the default. The output format
/// comes from ``format``, the preset, or the output file's extension, in that order.
public struct RenderOptions: Sendable, Hashable {
  /// Output format; nil to use the preset's or the output's extension. Default nil.
  public var format: OutputFormat?
  /// An encoding preset by name (the files in `Presets/encoding`) or a preset file's path. Default nil.
  public var preset: String?
  /// Constant quality: x264/x265 crf 0…51, VP9/AV1 0…63, WebP 0…100. Default: the codec's.
  public var crf: Int?
  /// x264/x265 speed preset, `ultrafast` … `veryslow`. Default `veryfast`.
  public var encoderPreset: String?
  /// x264/x265 tune, for example `animation`. Default none.
  public var tune: String?
  /// H.264/H.265 profile, for example `high`. Default: the encoder's choice.
  public var profile: String?
  /// Target bitrate in bits per second instead of constant quality; > 0. Default nil.
  public var bitrate: Int?
  /// Frames between keyframes; ≥ 1. Default: the encoder's.
  public var keyframeInterval: Int?
  /// Output size in pixels; the scene is scaled to fit, centred. Default: the canvas size.
  public var size: PixelSize?
  /// Output width in pixels, height keeping the aspect ratio (GIF scales the rendered
  /// frames; other formats render at that size). Default nil.
  public var scaleWidth: Int?
  /// Keep the alpha channel. Default: when the background is transparent and the format has
  /// alpha.
  public var alpha: Bool?
  /// YUV matrix and tags. Default BT.709.
  public var colorMatrix: ColorMatrix?
  /// Pad odd sizes by one pixel of background for 4:2:0 formats instead of failing. Default false.
  public var pad: Bool
  /// GIF: frame rate to render at, 1…240 fps. Default: the scene's, at most 50.
  public var gifFrameRate: Rational?
  /// GIF palette size, 2…256. Default 256.
  public var maxColors: Int?
  /// GIF: palette per clip, per frame, or per clip unless it bands. Default auto.
  public var paletteMode: GIFOptions.PaletteMode?
  /// GIF palette statistics. Default full.
  public var statsMode: GIFOptions.StatsMode?
  /// GIF dithering. Default bayer.
  public var dither: GIFOptions.Dither?
  /// GIF Bayer dither scale, 0…5 (higher is less visible). Default: the preset's, else `GIFOptions`' default.
  public var bayerScale: Int?
  /// Transparent GIF: partly transparent pixels are composited onto this colour (or `.none`:
  /// thresholded at half coverage). Default: the preset's, else white.
  public var gifMatte: GIFMatte?
  /// GIF: a size or quality budget; the render searches frame rate, scale, palette size and
  /// dithering for it (the choice is in ``RenderSummary/gifChoice``). Default nil (no search).
  public var gifBudget: GIFBudget?
  /// GIF/APNG/WebP loop count; 0 loops forever, -1 plays once (GIF). Default 0.
  public var loop: Int?
  /// Only these scene frames (inclusive); the output starts at time 0 with the first. Default all.
  public var frames: ClosedRange<Int>?
  /// Render workers, 1…256. Default: the number of cores. Output bytes do not depend on it.
  public var threads: Int?
  /// Segment length in seconds for formats encoded in independent segments (H.264, H.265,
  /// VP9, ProRes; see docs/distributed.md); > 0, or 0 for one encoder over the whole
  /// video (no chunked rendering). Default 2.
  public var segmentSeconds: Double?
  /// Let an image sequence replace numbered files matching its pattern. Default false.
  public var overwrite: Bool
  /// Write the scene's captions as a soft subtitle track (`mov_text`) in MP4 and MOV outputs,
  /// next to the burned-in text. Default true; ignored by other formats and scenes without
  /// captions.
  public var subtitleTrack = true

  /// Options with every value at its default.
  public init() {
    pad = false
    overwrite = false
  }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels, ≥ 1.
  public var width: Int
  /// Height in pixels, ≥ 1.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WIDTHxHEIGHT`.
  public var description: String { "\(width)x\(height)" }
}
