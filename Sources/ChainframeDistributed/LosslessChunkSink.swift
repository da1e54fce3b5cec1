import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering

/// The pipeline sink of a chunk whose format needs every frame at the join (GIF, APNG,
/// WebP): each frame's premultiplied pixels, PNG-coded losslessly on the workers
/// (``LosslessFrameProducer``), become one record of the
/// chunk file (pts = the frame's index in the video). A frame equal to the one before it (a
/// repeat, or the same image) is an empty record, so holds cost nothing.
final class LosslessChunkSink: PipelineSink {
  private let writer: ChunkFileWriter
  private var next: Int64
  private var last: [UInt8]?

  /// Writes frames from `firstFrame` on to `writer`.
  init(writer: ChunkFileWriter, firstFrame: Int) {
    self.writer = writer
    next = Int64(firstFrame)
  }

  var passCount: Int { 1 }

  func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool,
    helpers: SubframeHelpers?
  ) -> @Sendable () throws -> any FrameProducer {
    {
      // Each worker draws and codes its frames: the coding runs in parallel, like conversions.
      try LosslessFrameProducer(
        pixels: PixelFrameProducer(
          scene: scene, width: width, height: height, fit: fit, isCancelled: isCancelled, helpers: helpers),
        encoder: LosslessFrameEncoder(width: width, height: height))
    }
  }

  func beginPass(_ index: Int) throws {}

  func take(_ payload: FramePayload) throws {
    var data: [UInt8] = []
    switch payload {
    case .encoded(let bytes):
      if bytes != last { data = bytes }
      last = bytes
    case .repeatPrevious: precondition(last != nil, "a repeat before any frame")
    case .converted, .drawn, .pixels: preconditionFailure("a lossless chunk needs coded frames")
    }
    try writer.write(EncodedPacket(pts: next, dts: next, duration: 1, isKey: true, data: data))
    next += 1
  }

  func endPass() throws {}
  func finish() throws {}
}
