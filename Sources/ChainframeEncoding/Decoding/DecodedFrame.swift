import ChainframeEngine
import ChainframeModel

/// One decoded video frame, converted to Cairo's pixel layout.
public struct DecodedFrame: Sendable {
  /// Presentation timestamp in the stream's time base.
  public let pts: Int64
  /// Presentation time in seconds.
  public let time: Double
  /// The pixels (opaque for formats without alpha).
  public let pixels: PixelBuffer
}
