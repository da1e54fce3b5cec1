import ChainframeEngine
import ChainframeModel

/// What a decoder found in a file's video stream.
package struct VideoStreamInfo: Sendable, Hashable {
  /// Codec short name, for example `h264`.
  package let codecName: String
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// Average frame rate, when the container states one.
  package let frameRate: Rational?
  /// The stream's time base as (numerator, denominator).
  package let timeBase: Rational
  /// Decoded pixel format name, for example `yuv420p`.
  package let pixelFormat: String
  /// Colour matrix tag (`bt709`, `smpte170m`, `unknown`).
  package let colorSpace: String
  /// Transfer tag.
  package let colorTransfer: String
  /// Primaries tag.
  package let colorPrimaries: String
  /// Range tag (`tv`, `pc`, `unknown`).
  package let colorRange: String
  /// Container duration in seconds, when known.
  package let duration: Double?
  /// True when the stream carries alpha (an alpha pixel format, or VP9 with alpha).
  package let hasAlpha: Bool
}
