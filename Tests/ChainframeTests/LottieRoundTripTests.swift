import Chainframe
import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// A Lottie file is decoded from the importer's tree without any YAML; the YAML `chainframe
/// import` writes is only for people. Both must be the same scene.
@Suite("Lottie import round trip")
struct LottieRoundTripTests {
  /// The fixtures, then every sixth file of the shared conformance suite (sorted by name)
  /// when it is beside the checkout, as in CI: all 156 take 90 s, mostly in the mirror walk.
  static let files: [String] = {
    let fixtures = ["embedded-image", "text-font", "text-glyphs"].map {
      Fixtures.repositoryPath("Tests/Fixtures/Lottie/\($0).json")
    }
    let shared = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/lottie")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? []
    let sample = names.filter { $0.hasSuffix(".json") }.sorted().enumerated().filter { $0.offset % 6 == 0 }
    return fixtures + sample.map { shared.appendingPathComponent($0.element).path }
  }()

  @Test("The YAML that import writes loads to the same scene as the Lottie file")
  func yamlEqualsTree() throws {
    #expect(Self.files.count >= 3)
    for file in Self.files {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let direct = try SceneLoader.load(path: file)
      let yaml = try LottieImporter.translate(text: text, file: file).yaml
      var options = SceneLoadOptions()
      options.inputFormat = .scene
      let written = try SceneLoader.load(text: yaml, file: LottieImporter.sceneName(for: file), options: options)
      let difference = ModelDifference.first(direct, written)
      #expect(difference == nil, "\(file): \(difference ?? "")")
    }
  }
}
