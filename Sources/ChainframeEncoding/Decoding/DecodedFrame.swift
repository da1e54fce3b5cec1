import ChainframeEngine
import ChainframeModel

/// One decoded video frame, converted to Cairo's pixel layout.
package struct DecodedFrame: Sendable {
  /// Presentation timestamp in the stream's time base.
  package let pts: Int64
  /// Presentation time in seconds.
  package let time: Double
  /// The pixels (opaque for formats without alpha).
  package let pixels: PixelBuffer
}
