import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// lottie-web draws an external image it cannot load as nothing and plays the rest: so does
/// the importer, with a finding, instead of refusing the file.
@Suite("Lottie external images")
struct LottieMissingImageTests {
  static let text = """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 40, "h": 40,
     "assets": [{"id": "image_0", "w": 8, "h": 8, "u": "images/", "p": "img_0.png", "e": 0}],
     "layers": [
       {"ty": 2, "ind": 1, "refId": "image_0", "ip": 0, "op": 10, "st": 0, "ks": {}},
       {"ty": 1, "ind": 2, "sc": "#ff0000", "sw": 40, "sh": 40, "ip": 0, "op": 10, "st": 0, "ks": {}}]}
    """

  @Test("A missing image file is reported and left out; the rest of the file plays", arguments: [false, true])
  func missingOrPresent(present: Bool) throws {
    let dir = TemporaryDirectory()
    let file = dir.write("anim.json", Self.text)
    if present {
      try FileManager.default.createDirectory(atPath: dir.file("images"), withIntermediateDirectories: true)
      let png = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryPath("Examples/gallery/assets/photo.png")))
      #expect(FileManager.default.createFile(atPath: dir.file("images/img_0.png"), contents: png))
    }
    let imported = try LottieImporter.translate(text: Self.text, file: file)
    let missing = imported.findings.filter { $0.feature.contains("is missing beside the Lottie file") }
    #expect(missing.map(\.path) == (present ? [] : ["assets[0].p"]), "\(imported.findings)")
    #expect(imported.yaml.contains("src:") == present)
    let scene = try SceneLoader.load(path: file)
    #expect(scene.layers.count >= 1)
  }
}
