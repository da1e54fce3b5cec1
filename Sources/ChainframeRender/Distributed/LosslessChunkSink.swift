import ChainframeCore
import ChainframeEncoding
import ChainframeRendering

/// The pipeline sink of a chunk whose format needs every frame at the join (GIF, APNG,
/// WebP): each frame's premultiplied pixels, PNG-coded losslessly, become one record of the
/// chunk file (pts = the frame's index in the video). A frame equal to the one before it (a
/// repeat, or the same image) is an empty record, so holds cost nothing.
final class LosslessChunkSink: PipelineSink {
  private let writer: ChunkFileWriter
  private let encoder: LosslessFrameEncoder
  private var next: Int64
  private var last: [UInt8]?

  /// Writes frames from `firstFrame` on, of `width` × `height` pixels, to `writer`.
  init(writer: ChunkFileWriter, firstFrame: Int, width: Int, height: Int) throws {
    self.writer = writer
    encoder = try LosslessFrameEncoder(width: width, height: height)
    next = Int64(firstFrame)
  }

  var passCount: Int { 1 }

  func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool
  ) -> @Sendable () throws -> any FrameProducer {
    { try PixelFrameProducer(scene: scene, width: width, height: height, fit: fit, isCancelled: isCancelled) }
  }

  func beginPass(_ index: Int) throws {}

  func take(_ payload: FramePayload) throws {
    var data: [UInt8] = []
    switch payload {
    case .pixels(let p):
      let bytes = try encoder.encode(p)
      if bytes != last { data = bytes }
      last = bytes
    case .repeatPrevious: precondition(last != nil, "a repeat before any frame")
    case .converted, .drawn: preconditionFailure("a lossless chunk needs pixels")
    }
    try writer.write(EncodedPacket(pts: next, dts: next, duration: 1, isKey: true, data: data))
    next += 1
  }

  func endPass() throws {}
  func finish() throws {}
}
