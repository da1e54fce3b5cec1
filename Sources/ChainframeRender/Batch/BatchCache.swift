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

/// `.chainframe-cache.json` in each output folder: the input hash of every output written
/// there, so a re-run can skip outputs whose inputs did not change. Written atomically.
final class BatchCacheFiles: Sendable {
  static let name = ".chainframe-cache.json"
  private let lock = Locked<Void>(())

  /// The hash recorded for `output`, if any.
  func recorded(for output: String) -> String? {
    lock.withLock { _ in Self.read(folder: Self.folder(of: output))[Self.key(of: output)] }
  }

  /// Records `hash` for `output` (read, change, write atomically, under a lock).
  func record(_ hash: String, for output: String) throws {
    try lock.withLock { _ in
      let folder = Self.folder(of: output)
      var entries = Self.read(folder: folder)
      entries[Self.key(of: output)] = hash
      let object: [String: Any] = ["format": 1, "outputs": entries]
      let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      try AtomicOutputFile.write(text: String(decoding: data, as: UTF8.self) + "\n", to: folder + "/" + Self.name)
    }
  }

  private static func folder(of output: String) -> String {
    URL(fileURLWithPath: output).deletingLastPathComponent().path
  }
  private static func key(of output: String) -> String { URL(fileURLWithPath: output).lastPathComponent }

  private static func read(folder: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: folder + "/" + name),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let outputs = object["outputs"] as? [String: String]
    else { return [:] }
    return outputs
  }
}
