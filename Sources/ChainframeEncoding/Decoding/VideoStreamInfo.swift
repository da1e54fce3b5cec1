import ChainframeEngine
import ChainframeModel

/// What a decoder found in a file's video stream.
public struct VideoStreamInfo: Sendable, Hashable {
  /// Codec short name, for example `h264`.
  public let codecName: String
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Average frame rate, when the container states one.
  public let frameRate: Rational?
  /// The stream's time base as (numerator, denominator).
  public let timeBase: Rational
  /// Decoded pixel format name, for example `yuv420p`.
  public let pixelFormat: String
  /// Colour matrix tag (`bt709`, `smpte170m`, `unknown`).
  public let colorSpace: String
  /// Transfer tag.
  public let colorTransfer: String
  /// Primaries tag.
  public let colorPrimaries: String
  /// Range tag (`tv`, `pc`, `unknown`).
  public let colorRange: String
  /// Container duration in seconds, when known.
  public let duration: Double?
  /// True when the stream carries alpha (an alpha pixel format, or VP9 with alpha).
  public let hasAlpha: Bool
}
