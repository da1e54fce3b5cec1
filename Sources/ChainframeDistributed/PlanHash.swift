import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// The SHA-256 every chunk of a distributed render carries: scene text, variables, every
/// asset's bytes, the font files the scene's families resolve to, the encoder settings, the
/// chunk layout, and Chainframe's and the libraries' versions. Chunks join only when it
/// matches, so all machines rendered the same thing with the same software and fonts.
enum PlanHash {
  static func of(
    composition: Composition, variables: [(name: String, value: String)], settings: SettingsRecord,
    chunks: [ChunkRange], versions: [String], fitsTopLeft: Bool
  ) throws -> String {
    var hasher = SHA256Hasher()
    func add(_ text: String) { hasher.update(data: Data((text + "\n").utf8)) }
    func addFile(_ label: String, _ path: String) throws {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DistributedError.unreadable(path: path, what: label)
      }
      add("\(label) \(data.count)")
      hasher.update(data: data)
    }
    add("chainframe-plan-hash 1")
    for line in versions { add(line) }
    try addFile("scene", composition.file)
    for v in variables { add("var \(v.name.count):\(v.name)=\(v.value.count):\(v.value)") }
    for asset in composition.scene.assetPaths { try addFile("asset", asset) }
    for (family, file) in fontFiles(composition.scene) {
      add("font \(family)")
      if let file { try addFile("font file", file) } else { add("font file none") }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var record = settings
    record.audio?.path = ""
    for i in record.audio?.clips.indices ?? 0..<0 { record.audio?.clips[i].path = "" }
    add("settings " + String(decoding: try encoder.encode(record), as: UTF8.self))
    add("fit \(fitsTopLeft ? "top-left" : "contain")")
    add("chunks " + String(decoding: try encoder.encode(chunks), as: UTF8.self))
    return hasher.hexDigest()
  }

  /// Chainframe's and the libraries' versions, one `name version` line each.
  static func versions(tool: String) -> [String] {
    ["chainframe \(tool)"]
      + (RenderingVersions.all + LibraryVersions.libraries + [("ffmpeg", LibraryVersions.ffmpeg)]).map {
        "\($0.0) \($0.1)"
      }
  }

  /// Every text family of the scene (sorted) with the file fontconfig resolves it to.
  static func fontFiles(_ scene: Scene) -> [(String, String?)] {
    var families = Set<String>()
    func visit(_ layers: [Layer]) {
      for layer in layers {
        if let text = layer.text { families.insert(text.family) }
        visit(layer.children)
        if let mask = layer.mask { visit(mask.layers) }
      }
    }
    visit(scene.layers)
    return families.sorted().map { ($0, FontFiles.file(forFamily: $0)) }
  }

  /// The SHA-256 of a file's bytes.
  static func file(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DistributedError.unreadable(path: path, what: "soundtrack")
    }
    var hasher = SHA256Hasher()
    hasher.update(data: data)
    return hasher.hexDigest()
  }
}
