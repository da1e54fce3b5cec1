import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Decodes the lossless frames of a join on one worker thread, so a join decodes in
/// parallel while its one encoder takes the frames in order (``RenderPipeline``).
final class ChunkFrameDecoder: FrameProducer {
  /// One frame of the video: the chunk holding it and where its record starts.
  struct Record: Sendable {
    let reader: ChunkFileReader
    let offset: Int
  }

  private let records: [Record]
  private let decoder: LosslessFrameDecoder
  private(set) var convertSeconds = 0.0
  let renderSeconds = 0.0

  /// Decodes `records` (by position) into frames of `width` × `height`.
  init(records: [Record], width: Int, height: Int) throws {
    self.records = records
    decoder = try LosslessFrameDecoder(width: width, height: height)
  }

  func produce(_ n: Int) throws -> FramePayload {
    let t0 = ProcessInfo.processInfo.systemUptime
    let record = records[n]
    let pixels = try decoder.decode(record.reader.packet(at: record.offset).data, source: record.reader.path)
    convertSeconds += ProcessInfo.processInfo.systemUptime - t0
    return .pixels(pixels)
  }
}
