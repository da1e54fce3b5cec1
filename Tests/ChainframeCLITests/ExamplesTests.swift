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

  @Test("Every example validates against docs/scene.schema.json")
  func schema() throws {
    let r = try ProcessResult.run(
      "/usr/bin/python3", [Fixtures.repositoryPath("scripts/check-schema")] + Self.scenes.map { Fixtures.repositoryPath("Examples/\($0)") })
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(Self.scenes.count >= 8)
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
    let output = dir.file(name.replacingOccurrences(of: ".yaml", with: name == "loading-spinner.yaml" ? ".gif" : ".mp4"))
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", output, "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try VideoDecoder(path: output).readAll().count > 0)
  }
}
