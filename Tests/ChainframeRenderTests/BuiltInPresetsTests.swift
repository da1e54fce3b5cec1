import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// The presets compiled into the binary match Presets/encoding, and user folders still count.
@Suite("Built-in presets")
struct BuiltInPresetsTests {
  @Test("BuiltInPresets.swift holds exactly the files in Presets/encoding (else run scripts/gen-presets)")
  func notStale() throws {
    let folder = Fixtures.repositoryPath("Presets/encoding")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(BuiltInPresets.files.map(\.name) == files.map { String($0.dropLast(5)) })
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      let embedded = BuiltInPresets.files.first { $0.name + ".yaml" == file }?.text
      #expect(embedded.map { $0 + "\n" } == text, "\(file) differs from its built-in copy")
    }
  }

  @Test("Every built-in preset parses, with no environment at all")
  func parseWithoutFolders() throws {
    let presets = try EncodingPreset.all(environment: [:])
    #expect(presets.count == BuiltInPresets.files.count)
    #expect(presets.allSatisfy { $0.origin == "built-in" })
    #expect(try EncodingPreset.named("web-h264", environment: [:]).format == .mp4)
  }

  @Test("A user folder adds presets and replaces a built-in one of the same name")
  func userFolder() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("encoding"), withIntermediateDirectories: true)
    dir.write("encoding/web-h264.yaml", "description: mine\nformat: webm\n")
    dir.write("encoding/tiny.yaml", "description: tiny\nformat: gif\nwidth: 64\n")
    let env = ["CHAINFRAME_PRESETS": dir.path]
    #expect(try EncodingPreset.named("web-h264", environment: env).format == .webm)
    #expect(try EncodingPreset.named("tiny", environment: env).width == 64)
    #expect(EncodingPreset.names(environment: env).contains("tiny"))
    let all = try EncodingPreset.all(environment: env)
    #expect(all.count == BuiltInPresets.files.count + 1)
    #expect(all.first { $0.name == "web-h264" }?.origin == dir.file("encoding/web-h264.yaml"))
  }

  @Test("The XDG config folder is a user preset folder")
  func xdgFolder() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: dir.file("chainframe/presets/encoding"), withIntermediateDirectories: true)
    dir.write("chainframe/presets/encoding/x.yaml", "format: mp4\n")
    #expect(EncodingPreset.userFolders(environment: ["XDG_CONFIG_HOME": dir.path]) == [dir.file("chainframe/presets")])
    #expect(EncodingPreset.userFolders(environment: ["HOME": "/nonexistent"]).isEmpty)
  }

  @Test("An unknown preset name is a usage error that suggests a near name")
  func unknown() {
    #expect {
      _ = try EncodingPreset.named("web-h265", environment: [:])
    } throws: { error in
      "\(error)".contains("web-h264")
    }
  }
}
