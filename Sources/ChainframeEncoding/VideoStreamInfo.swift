import ChainframeCore

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
}
