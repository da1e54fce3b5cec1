import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation
import Synchronization

/// The SHA-256 of everything an output depends on: the scene's text, the variables, every
/// asset's bytes, the render options (not the worker count: output bytes do not depend on
/// it), and the tool's and libraries' versions.
enum BatchHash {
  static func of(job: BatchJob, composition: Composition, toolVersion: String) -> String? {
    var hasher = SHA256Hasher()
    func add(_ text: String) { hasher.update(data: Data((text + "\n").utf8)) }
    func addFile(_ label: String, _ path: String) -> Bool {
      guard let data = FileManager.default.contents(atPath: path) else { return false }
      add("\(label) \(path) \(data.count)")
      hasher.update(data: data)
      return true
    }
    add("chainframe-batch-hash 1")
    add("tool \(toolVersion)")
    for (name, version) in RenderingVersions.all + LibraryVersions.libraries + [("ffmpeg", LibraryVersions.ffmpeg)] {
      add("library \(name) \(version)")
    }
    guard addFile("scene", composition.file) else { return nil }
    for v in job.variables { add("var \(v.name.count):\(v.name)=\(v.value.count):\(v.value)") }
    for asset in composition.scene.assetPaths.sorted() where !addFile("asset", asset) { return nil }
    var options = job.options
    options.threads = nil
    add("options \(String(reflecting: options))")
    add("output \(URL(fileURLWithPath: job.output).lastPathComponent)")
    return hasher.hexDigest()
  }
}

/// The input hashes of outputs written by `--skip-unchanged` batches, kept in the tool's own
/// cache folder (``ToolCache``), one file per output folder, so a re-run can skip outputs
/// whose inputs did not change. Nothing is ever written into the output folder: a user's file
/// there, whatever its name, is never replaced by a cache.
final class BatchCacheFiles: Sendable {
  private let lock = Locked<Void>(())

  /// The hash recorded for `output`, if any.
  func recorded(for output: String) -> String? {
    lock.withLock { _ in Self.read(Self.file(of: output))[Self.key(of: output)] }
  }

  /// Records `hash` for `output` (read, change, write atomically, under a lock).
  func record(_ hash: String, for output: String) throws {
    try lock.withLock { _ in
      let file = Self.file(of: output)
      try ToolCache.createFolder(of: file)
      var entries = Self.read(file)
      entries[Self.key(of: output)] = hash
      let object: [String: Any] = ["format": 2, "folder": Self.folder(of: output), "outputs": entries]
      let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      try AtomicOutputFile.write(text: String(decoding: data, as: UTF8.self) + "\n", to: file)
    }
  }

  /// The cache file of the folder `output` is in: named by the hash of the folder's resolved path.
  static func file(of output: String) -> String {
    var hasher = SHA256Hasher()
    hasher.update(data: Data(folder(of: output).utf8))
    return ToolCache.folder + "/batch/" + hasher.hexDigest() + ".json"
  }

  private static func folder(of output: String) -> String {
    InputLedger.canonical(URL(fileURLWithPath: output).deletingLastPathComponent().path)
  }
  private static func key(of output: String) -> String { URL(fileURLWithPath: output).lastPathComponent }

  private static func read(_ file: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: file),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let outputs = object["outputs"] as? [String: String]
    else { return [:] }
    return outputs
  }
}
