import Chainframe
import ChainframeTestSupport
import Foundation
import Testing

/// `SceneDocument.yaml()` writes a scene file that loads back to the same scene.
@Suite("DSL YAML round trip")
struct YAMLRoundTripTests {
  static let folder = Fixtures.repositoryPath("Examples")

  @Test(
    "An example twin's YAML, written to a file beside the example, loads to the example's scene",
    arguments: ExampleTwins.all.map(\.file))
  func twinYAML(name: String) throws {
    let document = try #require(ExampleTwins.all.first { $0.file == name }?.document)
    let written = try SceneLoader.load(path: Fixtures.repositoryPath("Examples/\(name).yaml"))
    let reloaded = try SceneLoader.load(text: document.yaml(), file: Fixtures.repositoryPath("Examples/\(name).yaml"))
    let difference = ModelDifference.first(written, reloaded)
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }

  @Test("A scene using every element writes YAML that loads from disk to the scene it built")
  func everyElementFromDisk() throws {
    let directory = TemporaryDirectory()
    let assets = URL(fileURLWithPath: directory.path).appendingPathComponent("assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    for file in ["photo.png", "badge.svg"] {
      try FileManager.default.copyItem(
        atPath: Fixtures.repositoryPath("Examples/gallery/assets/\(file)"),
        toPath: assets.appendingPathComponent(file).path)
    }
    let file = URL(fileURLWithPath: directory.path).appendingPathComponent("every.yaml").path
    try EveryElement.document.yaml().write(toFile: file, atomically: true, encoding: .utf8)
    let fromDisk = try SceneLoader.load(path: file)
    let built = try EveryElement.document.scene(file: file)
    let difference = ModelDifference.first(fromDisk, built)
    #expect(difference == nil, "\(difference ?? "")")
  }

  @Test("A document writes the same YAML every time, with every layer type in it")
  func stableText() {
    let text = EveryElement.document.yaml()
    #expect(text == EveryElement.document.yaml())
    #expect(text.contains("type: \"star\""))
  }
}
