import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Examples")
struct ExamplesTests {
  /// Every scene under Examples/, found at run time so a new example is covered automatically.
  static let scenes: [String] = {
    let root = Fixtures.repositoryPath("Examples")
    let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }()

  /// The golden-image scenes, which exercise every layer type and key.
  static let goldenScenes: [String] = {
    let root = Fixtures.path("Goldens/scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(root)/\($0)" }
  }()

  @Test("Every example and golden scene validates against docs/scene.schema.json")
  func schema() throws {
    let r = try ProcessResult.run(
      "/usr/bin/python3",
      [Fixtures.repositoryPath("scripts/check-schema")] + Self.scenes.map { Fixtures.repositoryPath("Examples/\($0)") }
        + Self.goldenScenes)
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(Self.scenes.count >= 8 && Self.goldenScenes.count >= 15)
  }

  @Test(
    "The schema rejects unknown keys, layer types and enumeration values",
    arguments: [
      "unknown-layer-key.yaml", "unknown-layer-type.yaml", "bad-blend-mode.yaml", "bad-line-cap.yaml",
      "too-many-gradient-stops.yaml",
      "unknown-canvas-key.yaml", "bad-mask-mode.yaml",
    ])
  func schemaRejects(_ file: String) throws {
    let r = try ProcessResult.run(
      "/usr/bin/python3", [Fixtures.repositoryPath("scripts/check-schema"), Fixtures.path("Scenes/invalid/\(file)")])
    #expect(r.status == 1, "\(r.stdout)")
  }

  @Test("Every example renders", arguments: scenes)
  func renders(_ name: String) throws {
    let dir = TemporaryDirectory()
    let scene = Fixtures.repositoryPath("Examples/\(name)")
    if name.hasPrefix("bench/") {
      // The benchmark scenes are long; one frame proves they load and draw.
      let r = try BuiltBinary.runChainframe(["still", scene, "--time", "2.5", "-o", dir.file("f.png")])
      #expect(r.status == 0, "\(r.stderr)")
      return
    }
    let base = (name as NSString).lastPathComponent
    let output = dir.file(
      base.replacingOccurrences(of: ".yaml", with: name == "loading-spinner.yaml" ? ".gif" : ".mp4"))
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", output, "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try VideoDecoder(path: output).readAll().count > 0)
  }
}
