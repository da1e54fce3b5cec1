// libFuzzer target `chunk`: chunk files as `chainframe join` reads them (ChunkJoin.run, a
// `package` API of ChainframeDistributed: ChunkFileReader checks the magic, the header JSON, every
// packet record, the end record and the hash, then the plan is checked and the packets muxed).
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Input: a chunk file without its last 32 bytes; the target appends the SHA-256 the file
// must end with, so mutations reach the records instead of stopping at the checksum. The file
// is written as the only chunk of a private temporary folder; the joined output goes there too.
import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import Foundation

private let folder = makeFolder()

/// A private folder for this process, removed when the process exits.
private func makeFolder() -> String {
  let path = NSTemporaryDirectory() + "/chainframe-fuzz-chunk-\(ProcessInfo.processInfo.processIdentifier)"
  try? FileManager.default.createDirectory(atPath: path + "/parts", withIntermediateDirectories: true)
  // libFuzzer forks a process per job: each removes its own folder when it exits.
  atexit { try? FileManager.default.removeItem(atPath: folder) }
  return path
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChunkFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var body = Data(UnsafeBufferPointer(start: data, count: size))
  var hasher = SHA256Hasher()
  hasher.update(data: body)
  body.append(contentsOf: hasher.finalize())
  let chunk = folder + "/parts/chunk-0000-of-0001.cfchunk"
  guard FileManager.default.createFile(atPath: chunk, contents: body) else { return 0 }
  // No extension: the plan's own format is used, whatever it is.
  let output = folder + "/joined"
  do {
    try ChunkJoin.run(folder: folder + "/parts", output: output, overwrite: true, isCancelled: { false })
  } catch {
    _ = "\(error)"
  }
  try? FileManager.default.removeItem(atPath: output)
  return 0
}
