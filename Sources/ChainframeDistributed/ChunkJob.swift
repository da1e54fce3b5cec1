import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Renders one chunk of a distributed render into `folder`: only the chunk's segments, with
/// the same workers and encoder as a whole render, into a chunk file written atomically.
/// Re-running it writes the same bytes; a chunk with no segments writes an empty chunk file.
package struct ChunkJob {
  package let composition: Composition
  package let plan: DistributedPlan
  package let index: Int
  package let folder: String
  package let threads: Int?

  /// A job for chunk `index` of `plan`.
  package init(composition: Composition, plan: DistributedPlan, index: Int, folder: String, threads: Int?) {
    self.composition = composition
    self.plan = plan
    self.index = index
    self.folder = folder
    self.threads = threads
  }

  /// Renders the chunk; returns the chunk file's path and its frame count.
  package func run(isCancelled: @escaping @Sendable () -> Bool, progress: (Int, Int) -> Void) throws -> (
    path: String, frames: Int
  ) {
    let check = { () throws -> Void in if isCancelled() { throw RenderCancelled() } }
    guard var settings = plan.settings.settings else { preconditionFailure("a plan made here has valid settings") }
    settings.audio = nil
    let range = plan.chunks[index]
    let compiled = composition.compiled(at: settings.fps)
    try Self.makeFolder(folder)
    if try ChunkRoute.of(settings.format) != .segments {
      return try runFrames(settings: settings, compiled: compiled, isCancelled: isCancelled, progress: progress)
    }
    let path = folder + "/" + ChunkFile.name(index: index, count: plan.chunks.count)
    let file = try AtomicOutputFile(destination: path)
    do {
      var extradata: [UInt8] = []
      var writer: ChunkFileWriter?
      func header() -> ChunkHeader { ChunkHeader(plan: plan, index: index, extradata: Data(extradata)) }
      if range.frameCount > 0 {
        let frames = Array(range.firstFrame..<(range.firstFrame + range.frameCount))
        var pending: [EncodedPacket] = []
        let encoder = try SegmentedVideoEncoder(settings: settings, firstFrame: range.firstFrame) { packet in
          pending.append(packet)
        }
        let isRepeat = try RepeatDetector.flags(compiled, frames: frames, check: check)
        let sink = EncoderSink(encoder)
        let makeProducer = sink.makeProducer(
          scene: compiled, width: settings.width, height: settings.height,
          fit: plan.fitsTopLeft ? .topLeft : .contain,
          isCancelled: isCancelled)
        let workers = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        try FramePasses.run(
          sink, frames: frames, isRepeat: isRepeat, workers: workers, makeProducer: makeProducer, check: check
        ) { done in
          // The header needs the encoder's header, known once the first segment is open.
          if writer == nil {
            extradata = encoder.extradata
            writer = try ChunkFileWriter(path: file.temporaryPath, header: header())
          }
          for p in pending { try writer?.write(p) }
          pending.removeAll()
          progress(done, frames.count)
        }
        for p in pending { try writer?.write(p) }
      } else {
        writer = try ChunkFileWriter(path: file.temporaryPath, header: header())
      }
      try check()
      try writer?.finish()
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
    return (path, range.frameCount)
  }

  /// Creates `folder` when missing (its parent must exist).
  package static func makeFolder(_ folder: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw OutputError.folderNotWritable(
          path: folder, folder: (folder as NSString).deletingLastPathComponent, reason: "it is a file, not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      TemporaryRegistry.shared.addCreatedFolder(folder)
    } catch {
      // Chunks start together: another one may have just created it.
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return }
      throw OutputError.folderNotWritable(
        path: folder, folder: (folder as NSString).deletingLastPathComponent, reason: error.localizedDescription)
    }
  }
}
