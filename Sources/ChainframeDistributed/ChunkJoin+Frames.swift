import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

extension ChunkJoin {
  /// Joins chunks of frames: writes a PNG sequence's files, or runs the format's one encoder
  /// (GIF with its palette passes, APNG, WebP) over the frames, decoded on worker threads
  /// and fed in order through the same ``PixelSink`` as a one-machine render. An empty record
  /// repeats the frame before it.
  static func joinFrames(
    _ readers: [ChunkFileReader], plan: DistributedPlan, settings: VideoSettings, output: String, overwrite: Bool,
    isCancelled: () -> Bool
  ) throws {
    for reader in readers { try checkFrames(reader) }
    // The size comes from a chunk's header: frames are at most 16384 pixels a side.
    if let first = readers.first,
      !SceneLimits.canvasSides.contains(settings.width) || !SceneLimits.canvasSides.contains(settings.height)
    {
      throw DistributedError.damaged(file: first.path, problem: "its frame size is not valid")
    }
    if settings.format == .pngSequence {
      try writeSequence(readers, output: output, overwrite: overwrite, isCancelled: isCancelled)
      return
    }
    let file = try AtomicOutputFile(destination: output)
    do {
      let sink = PixelSink(
        settings.format == .gif
          ? try GIFEncoder(path: file.temporaryPath, settings: settings, outputWidth: plan.settings.gif?.scaleWidth)
          : try VideoEncoder(path: file.temporaryPath, settings: settings))
      // Every frame of the video in order; an empty record repeats the frame before it.
      let records = readers.flatMap { r in r.packetOffsets().map { ChunkFrameDecoder.Record(reader: r, offset: $0) } }
      let isRepeat = records.map { $0.reader.packetSize(at: $0.offset) == 0 }
      let (width, height) = (settings.width, settings.height)
      let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
      func check() throws { if isCancelled() { throw RenderCancelled() } }
      try FramePasses.run(
        sink, frames: Array(records.indices), isRepeat: isRepeat, workers: workers,
        makeProducer: { try ChunkFrameDecoder(records: records, width: width, height: height) }, check: check,
        onFrame: { _ in })
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Writes the files of a PNG sequence into a temporary folder, then moves them into place.
  private static func writeSequence(
    _ readers: [ChunkFileReader], output: String, overwrite: Bool, isCancelled: () -> Bool
  ) throws {
    let target = try OutputTarget.make(path: output, isSequence: true, overwrite: overwrite)
    do {
      guard case .sequence(let temporary, _, let pattern) = target else {
        preconditionFailure("a sequence target is a folder")
      }
      for reader in readers {
        if isCancelled() { throw RenderCancelled() }
        var last: [UInt8] = []
        try reader.forEachPacket { packet in
          if !packet.data.isEmpty { last = packet.data }
          try Data(last).write(to: URL(fileURLWithPath: temporary + "/" + pattern.name(Int(packet.pts))))
        }
      }
      try target.commit()
    } catch {
      target.discard()
      throw error
    }
  }

  /// Checks that a chunk of frames holds exactly its range's frames, in order, the first one
  /// not empty.
  private static func checkFrames(_ reader: ChunkFileReader) throws {
    guard let range = reader.header.range else { return }
    var next = Int64(range.firstFrame)
    try reader.forEachPacket { packet in
      guard packet.pts == next, next > Int64(range.firstFrame) || !packet.data.isEmpty else {
        throw DistributedError.damaged(file: reader.path, problem: "its frames do not match its range")
      }
      next += 1
    }
    guard next == Int64(range.firstFrame + range.frameCount) else {
      throw DistributedError.damaged(
        file: reader.path, problem: "it holds \(next - Int64(range.firstFrame)) frames, not \(range.frameCount)")
    }
  }
}
