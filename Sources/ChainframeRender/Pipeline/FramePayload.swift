import ChainframeCore
import ChainframeEncoding

/// What a worker hands to the encoder thread for one frame. Ownership moves with it.
package enum FramePayload: Sendable {
  /// Pixels already converted to the encoder's format (video codecs).
  case converted(ConvertedFrame)
  /// A private copy of the rendered pixels (GIF, which converts inside its filter graph).
  case pixels(PixelBuffer)
  /// The pixels already coded losslessly (chunks of GIF, APNG and WebP renders).
  case encoded([UInt8])
  /// Nothing changed since the previous frame: encode it again.
  case repeatPrevious
  /// The frame was drawn and dropped (render-only measurements).
  case drawn
}

/// Produces frames on one worker thread; made on that thread and used only there.
package protocol FrameProducer: AnyObject {
  /// Renders (and converts) frame `n`.
  func produce(_ n: Int) throws -> FramePayload
  /// Seconds spent drawing and converting so far.
  var renderSeconds: Double { get }
  var convertSeconds: Double { get }
}
