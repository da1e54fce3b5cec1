import ChainframeEngine
import ChainframeModel

/// Everything an encoder needs: size, rate, format and its quality knobs.
public struct VideoSettings: Sendable, Hashable {
  /// Frame width in pixels.
  public var width: Int
  /// Frame height in pixels.
  public var height: Int
  /// Exact frame rate; the codec time base is its inverse.
  public var fps: Rational
  /// Container and codec. Default mp4 (H.264).
  public var format: OutputFormat
  /// Constant rate factor / quality: x264/x265 0…51 (default 20), VP9/AV1 0…63 (default 31),
  /// WebP quality 0…100 (default 80). Ignored by lossless formats.
  public var crf: Int?
  /// Encoder speed preset: x264/x265 `ultrafast`…`placebo` (default `veryfast`); ignored elsewhere.
  public var preset: String
  /// x264/x265 tune (`animation`, `film`, …); nil leaves it unset.
  public var tune: String?
  /// H.264/H.265 profile (`high`, `main`, …); nil lets the encoder choose.
  public var profile: String?
  /// Target bitrate in bits per second; nil uses constant quality.
  public var bitrate: Int?
  /// Frames between keyframes; nil uses the encoder's default.
  public var keyframeInterval: Int?
  /// Keep the alpha channel (formats that support it).
  public var alpha: Bool
  /// YUV matrix and tags. Default BT.709.
  public var colorMatrix: ColorMatrix
  /// GIF palette and dithering.
  public var gif: GIFOptions
  /// A soundtrack (MP4/MOV/HEVC get AAC, WebM gets Opus); nil for silent video.
  package var audio: AudioSettings?
  /// Cues of a soft subtitle track (`mov_text`, MP4/MOV only), seconds of output time, in
  /// any order; empty (the default) writes no subtitle stream.
  public var subtitles: [CaptionCue] = []
  /// Encoder threads. Pinned (default 2), never "auto": x264 records its thread count in the
  /// stream, so auto would make bytes depend on the machine's core count.
  public var threads: Int
  /// Frames per independently encoded segment (each a fresh encoder instance starting with a
  /// keyframe, closed GOP, no scene-cut keyframes), so a video is the concatenation of its
  /// segments and can be rendered in chunks (`OutputFormat.segmentRefusal` says which formats
  /// can). nil (the library default) encodes the whole video with one encoder instance; the
  /// render pipeline sets 2 seconds' worth of frames.
  public var segmentFrames: Int?

  /// Creates settings with Chainframe's defaults.
  package init(
    width: Int, height: Int, fps: Rational, format: OutputFormat = .mp4, crf: Int? = nil,
    preset: String = "veryfast", tune: String? = nil, profile: String? = nil, bitrate: Int? = nil,
    keyframeInterval: Int? = nil, alpha: Bool = false, colorMatrix: ColorMatrix = .bt709,
    gif: GIFOptions = GIFOptions(), audio: AudioSettings? = nil, threads: Int = 2,
    segmentFrames: Int? = nil
  ) {
    self.segmentFrames = segmentFrames
    self.audio = audio
    self.width = width
    self.height = height
    self.fps = fps
    self.format = format
    self.crf = crf
    self.preset = preset
    self.tune = tune
    self.profile = profile
    self.bitrate = bitrate
    self.keyframeInterval = keyframeInterval
    self.alpha = alpha
    self.colorMatrix = colorMatrix
    self.gif = gif
    self.threads = threads
  }

  /// x264's preset names, fastest first.
  public static let presets = [
    "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower",
    "veryslow", "placebo",
  ]
}
