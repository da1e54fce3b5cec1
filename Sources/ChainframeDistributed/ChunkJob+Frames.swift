import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

extension ChunkJob {
  /// A chunk of frames rather than segments: PNG-coded pixels for GIF, APNG and WebP
  /// (``LosslessChunkSink``), or the final PNG files of a sequence, written by the same
  /// encoder a one-machine render uses. One record per frame, in order.
  func runFrames(
    settings: VideoSettings, compiled: CompiledScene, isCancelled: @escaping @Sendable () -> Bool,
    progress: (Int, Int) -> Void
  ) throws -> (path: String, frames: Int) {
    let check = { () throws -> Void in if isCancelled() { throw RenderCancelled() } }
    let range = plan.chunks[index]
    let path = folder + "/" + ChunkFile.name(index: index, count: plan.chunks.count)
    let file = try AtomicOutputFile(destination: path)
    do {
      let writer = try ChunkFileWriter(
        path: file.temporaryPath, header: ChunkHeader(plan: plan, index: index, extradata: Data()))
      if range.frameCount > 0 {
        let frames = Array(range.firstFrame..<(range.firstFrame + range.frameCount))
        let isRepeat = try RepeatDetector.flags(compiled, frames: frames, check: check)
        let workers = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let isSequence = settings.format == .pngSequence
        let temporary = folder + "/" + TemporaryName.make(for: "frames")
        let sink: any PipelineSink
        if isSequence {
          try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
          TemporaryName.mark(temporary)
          TemporaryRegistry.shared.add(temporary)
          sink = EncoderSink(try VideoEncoder(path: temporary + "/%010d.png", settings: settings))
        } else {
          sink = LosslessChunkSink(writer: writer, firstFrame: range.firstFrame)
        }
        defer {
          if isSequence {
            try? FileManager.default.removeItem(atPath: temporary)
            TemporaryRegistry.shared.remove(temporary)
          }
        }
        let makeProducer = sink.makeProducer(
          scene: compiled, width: settings.width, height: settings.height, fit: plan.fitsTopLeft ? .topLeft : .contain,
          isCancelled: isCancelled)
        try FramePasses.run(
          sink, frames: frames, isRepeat: isRepeat, workers: workers, makeProducer: makeProducer, check: check
        ) { done in progress(done, frames.count) }
        if isSequence { try Self.packFiles(temporary, frames: range, into: writer) }
      }
      try check()
      try writer.finish()
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
    return (path, range.frameCount)
  }

  /// Adds the sequence files the encoder wrote into `folder` (`%010d.png` from 0) as records.

  private static func packFiles(_ folder: String, frames range: ChunkRange, into writer: ChunkFileWriter) throws {
    let pattern = FramePattern("%010d.png")
    var last: [UInt8] = []
    for k in 0..<range.frameCount {
      let name = folder + "/" + (pattern?.name(k) ?? "")
      guard let data = FileManager.default.contents(atPath: name) else {
        throw DistributedError.unreadable(path: name, what: "frame the PNG encoder wrote")
      }
      let pts = Int64(range.firstFrame + k)
      // A file equal to the previous one (a hold) is an empty record.
      let bytes = [UInt8](data)
      try writer.write(EncodedPacket(pts: pts, dts: pts, duration: 1, isKey: true, data: bytes == last ? [] : bytes))
      last = bytes
    }
  }
}
