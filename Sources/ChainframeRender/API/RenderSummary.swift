import ChainframeCore
import ChainframeEncoding

/// What a finished render did, how long it took, and with which settings.
public struct RenderSummary: Sendable {
  /// The output path (`-` for stdout).
  public let output: String
  /// The scene frames rendered (inclusive).
  public let frames: ClosedRange<Int>
  /// Worker threads used.
  public let threads: Int
  /// The encoder settings actually used (format, size, frame rate, quality, alpha, matrix).
  public let settings: VideoSettings
  /// Bytes written (0 for stdout); for image sequences, the sum of the files.
  public let bytes: Int
  /// Wall time, seconds.
  public let seconds: Double
  /// Seconds spent drawing, summed over workers.
  public let renderSeconds: Double
  /// Seconds spent converting colours, summed over workers.
  public let convertSeconds: Double
  /// Seconds spent in the encoder and muxer.
  public let encodeSeconds: Double
  /// Frames encoded as repeats of the previous one (nothing re-rendered).
  public let repeatedFrames: Int
  /// With a GIF budget: seconds spent scoring trial encodes (drawing reference frames,
  /// decoding, SSIM); the other stage times are summed over every trial. Default 0.
  public var scoreSeconds = 0.0
  /// With a GIF budget: what the search chose and reached. Default nil.
  public var gifChoice: GIFBudgetChoice? = nil
}
