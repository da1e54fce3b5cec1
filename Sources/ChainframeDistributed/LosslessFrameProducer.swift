import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Draws frames and codes them losslessly on one worker thread, for ``LosslessChunkSink``.
final class LosslessFrameProducer: FrameProducer {
  private let pixels: PixelFrameProducer
  private let encoder: LosslessFrameEncoder
  private(set) var convertSeconds = 0.0
  var renderSeconds: Double { pixels.renderSeconds }

  /// Codes what `pixels` draws with `encoder` (both used only on this worker's thread).
  init(pixels: PixelFrameProducer, encoder: LosslessFrameEncoder) {
    self.pixels = pixels
    self.encoder = encoder
  }

  func produce(_ n: Int) throws -> FramePayload {
    guard case .pixels(let frame) = try pixels.produce(n) else { preconditionFailure("a pixel producer draws pixels") }
    let t0 = ProcessInfo.processInfo.systemUptime
    let bytes = try encoder.encode(frame)
    convertSeconds += ProcessInfo.processInfo.systemUptime - t0
    return .encoded(bytes)
  }
}
