// libFuzzer target `batch`: batch manifests (BatchManifest.jobs in ChainframeRender): YAML (a
// list of jobs or `jobs:`) or JSON Lines, with the collision check between outputs.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Input: first byte even → `jobs.yaml`, odd → `jobs.jsonl`; the rest is the manifest, written
// to a private temporary folder because BatchManifest reads a path (scene and output paths in
// it are only resolved, never opened).
import ChainframeRender
import Foundation

private let folder = makeFolder()

/// A private folder for this process, removed when the process exits.
private func makeFolder() -> String {
  let path = NSTemporaryDirectory() + "/chainframe-fuzz-batch-\(ProcessInfo.processInfo.processIdentifier)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  // libFuzzer forks a process per job: each removes its own folder when it exits.
  atexit { try? FileManager.default.removeItem(atPath: folder) }
  return path
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let path = folder + (data[0] & 1 == 0 ? "/jobs.yaml" : "/jobs.jsonl")
  guard
    FileManager.default.createFile(atPath: path, contents: Data(UnsafeBufferPointer(start: data + 1, count: size - 1)))
  else { return 0 }
  do {
    let jobs = try BatchManifest.jobs(contentsOf: path)
    for job in jobs { _ = "\(job.label) \(job.scene) \(job.output) \(job.refusal.map { "\($0)" } ?? "")" }
  } catch {
    _ = "\(error)"
  }
  return 0
}
