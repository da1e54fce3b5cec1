import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Joins the chunk files in a folder into the final file: checks they are complete, unique and
/// from one plan and environment, then stream-copies their packets in order through the same
/// ``PacketMuxer`` a one-machine render uses, adding the soundtrack once.
package enum ChunkJoin {
  /// Joins `folder`'s chunks into `output`; returns the plan joined.
  /// A PNG sequence's files already in the folder are replaced only when `overwrite` is on.
  @discardableResult
  package static func run(
    folder: String, output: String, overwrite: Bool = false, isCancelled: () -> Bool
  ) throws -> DistributedPlan {
    let readers = try check(folder: folder)
    guard let plan = readers.first?.header.plan, let settings = plan.settings.settings else {
      throw DistributedError.noChunks(folder: folder)
    }
    let format = settings.format
    let outputExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
    // Any other extension is refused, not only another video's: `-o scene.yaml` must not get
    // MP4 bytes.
    if !outputExtension.isEmpty && !format.extensions.contains(outputExtension)
      && OutputFormat.guess(path: output) != format
    {
      throw DistributedError.outputMismatch(output: output, format: format.rawValue)
    }
    if let audio = plan.settings.audio {
      // The audio is mixed here, once, from the files the plan names: each must still have
      // the bytes the plan hashed.
      let files = (audio.path.isEmpty ? [] : [(audio.path, audio.sha256)]) + audio.clips.map { ($0.path, $0.sha256) }
      for (path, sha256) in files where (try? PlanHash.file(path)) != sha256 {
        throw DistributedError.foreign(
          file: path, problem: "the audio file is missing or changed since the plan was made")
      }
    }
    if try ChunkRoute.of(format) != .segments {
      try joinFrames(
        readers, plan: plan, settings: settings, output: output, overwrite: overwrite, isCancelled: isCancelled)
      return plan
    }
    let file = try AtomicOutputFile(destination: output)
    do {
      let muxer = try PacketMuxer(path: file.temporaryPath, settings: settings)
      for reader in readers {
        if isCancelled() { throw RenderCancelled() }
        if !reader.header.extradata.isEmpty && [UInt8](reader.header.extradata) != muxer.extradata {
          throw DistributedError.foreign(
            file: reader.path,
            problem: "its encoder wrote other stream headers than this machine's (another encoder build)")
        }
        try reader.forEachPacket { try muxer.write($0) }
      }
      try muxer.finish()
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
    return plan
  }

  /// Reads every `*.cfchunk` in `folder` and returns them in chunk order, or throws naming
  /// the first damaged, foreign, duplicated or missing chunk.
  static func check(folder: String) throws -> [ChunkFileReader] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw DistributedError.unreadable(path: folder, what: "parts folder")
    }
    let files = names.filter { $0.hasSuffix(".cfchunk") }.sorted().map { folder + "/" + $0 }
    guard !files.isEmpty else { throw DistributedError.noChunks(folder: folder) }
    let readers = try files.map { try ChunkFileReader(path: $0) }
    // The plan most chunks agree on (ties: the one of the lowest index) is the reference.
    var votes: [String: Int] = [:]
    for r in readers { votes[r.header.plan.planHash, default: 0] += 1 }
    let byIndex = readers.sorted { ($0.header.index, $0.path) < ($1.header.index, $1.path) }
    guard let best = votes.values.max(),
      let reference = byIndex.first(where: { votes[$0.header.plan.planHash] == best })?.header.plan
    else { throw DistributedError.noChunks(folder: folder) }
    for r in byIndex where r.header.plan.planHash != reference.planHash {
      let theirs = Set(r.header.plan.versions)
      let differing = reference.versions.filter { !theirs.contains($0) }
      let problem =
        differing.isEmpty
        ? "its plan hash \(r.header.plan.planHash.prefix(12)) differs from \(reference.planHash.prefix(12)) "
          + "(another scene, asset, font or option)"
        : "it was rendered with other software (here: \(differing.prefix(3).joined(separator: ", ")); "
          + "there: \(r.header.plan.versions.filter { !reference.versions.contains($0) }.prefix(3).joined(separator: ", ")))"
      throw DistributedError.foreign(file: r.path, problem: problem)
    }
    // Everything else in a plan is covered by its hash (the soundtrack's path may differ
    // between machines; its bytes may not).
    guard reference.isConsistent else {
      throw DistributedError.damaged(
        file: byIndex.first?.path ?? folder,
        problem: "its plan holds values no render could have made (a forged header)")
    }
    for r in byIndex where r.header.range == nil || r.header.plan.chunks != reference.chunks {
      throw DistributedError.damaged(file: r.path, problem: "its chunk index or plan is not valid")
    }
    var seen: [Int: String] = [:]
    for r in byIndex {
      if let other = seen[r.header.index] {
        throw DistributedError.duplicated(index: r.header.index, files: [other, r.path])
      }
      seen[r.header.index] = r.path
    }
    let missing = (0..<reference.chunks.count).filter { seen[$0] == nil }
    if !missing.isEmpty {
      throw DistributedError.missing(indices: missing, count: reference.chunks.count, folder: folder)
    }
    return byIndex
  }
}
