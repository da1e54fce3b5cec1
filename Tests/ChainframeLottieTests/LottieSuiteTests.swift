import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// The shared conformance files (`../shared/conformance/lottie/` beside the checkout, as in
/// CI) all load and compile; none crashes or hangs.
@Suite("Lottie conformance files")
struct LottieSuiteTests {
  /// The shared folder, or nil when this checkout has none beside it.
  static let folder: String? = {
    let path = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/lottie").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  /// The `.json` files of the shared folder, sorted.
  static let files: [String] = {
    guard let folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }()

  @Test(
    "Every shared Lottie file loads and compiles",
    .enabled(if: folder != nil, "../shared/conformance/lottie is absent beside this checkout (CI has it)"))
  func everyFileLoads() throws {
    #expect(Self.files.count >= 41)
    for file in Self.files {
      let scene = try SceneLoader.load(path: file)
      let compiled = SceneCompiler.compile(scene)
      #expect(compiled.canvas.clock.frameCount > 0, "\(file)")
      _ = DisplayListBuilder.build(compiled, frame: compiled.canvas.clock.frameCount / 2)
    }
  }

  @Test(
    "The five original samples report no unsupported feature",
    .enabled(if: folder != nil, "../shared/conformance/lottie is absent beside this checkout (CI has it)"))
  func samplesAreFullySupported() throws {
    for name in ["bouncy_ball", "KeyframeTypes", "Marker", "Squares", "Framerate"] {
      let path = "\(Self.folder ?? "")/\(name).json"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let imported = try LottieImporter.translate(text: text, file: path)
      #expect(imported.findings.isEmpty, "\(name): \(imported.findings.map(\.description))")
    }
  }
}
