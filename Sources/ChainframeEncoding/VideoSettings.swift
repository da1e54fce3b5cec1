import ChainframeCore

/// What to encode: size, rate and H.264 quality knobs.
public struct VideoSettings: Sendable, Hashable {
  /// Frame width in pixels; even for 4:2:0 output.
  public var width: Int
  /// Frame height in pixels; even for 4:2:0 output.
  public var height: Int
  /// Exact frame rate; the codec time base is its inverse.
  public var fps: Rational
  /// libx264 constant rate factor, 0…51 (lower is better quality). Default 20.
  public var crf: Int
  /// libx264 preset, `ultrafast` … `placebo`. Default `veryfast`.
  public var preset: String
  /// Encoder threads. Pinned (default 2), never "auto": x264 records its thread count in the
  /// stream, so auto would make bytes depend on the machine's core count.
  public var threads: Int

  /// Creates settings with Chainframe's defaults.
  public init(
    width: Int, height: Int, fps: Rational, crf: Int = 20, preset: String = "veryfast",
    threads: Int = 2
  ) {
    self.width = width
    self.height = height
    self.fps = fps
    self.crf = crf
    self.preset = preset
    self.threads = threads
  }

  /// x264's preset names, fastest first.
  public static let presets = [
    "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower",
    "veryslow", "placebo",
  ]
}
