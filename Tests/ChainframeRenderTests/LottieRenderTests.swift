import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Lottie files render directly, and through their imported scene file to the same bytes.
@Suite("Lottie rendering")
struct LottieRenderTests {
  static let folder: String? = {
    let path = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/lottie").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  static let samples = ["bouncy_ball", "KeyframeTypes", "Marker", "Squares", "Framerate"]

  @Test(
    "The five shared samples render at the file's size with visible content",
    .enabled(if: folder != nil, "../shared/conformance/lottie is absent beside this checkout (CI has it)"))
  func samplesRender() throws {
    for name in Self.samples {
      let c = try Composition.load(contentsOf: "\(Self.folder ?? "")/\(name).json")
      for n in [0, c.frameCount / 2, c.frameCount - 1] {
        let image = try c.image(atFrame: n)
        #expect(image.width == c.canvas.width && image.height == c.canvas.height)
        var opaque = 0
        for y in 0..<image.height {
          for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 { opaque += 1 }
        }
        #expect(opaque > 0, "\(name) frame \(n) is empty")
      }
    }
  }

  @Test(
    "chainframe import writes a scene that draws the same bytes as the Lottie file",
    .enabled(if: folder != nil, "../shared/conformance/lottie is absent beside this checkout (CI has it)"))
  func importIsIdentical() throws {
    let dir = TemporaryDirectory()
    for name in Self.samples + ["Masks", "Repeater", "TrackMattes", "DynamicGradient", "Precomps"] {
      let path = "\(Self.folder ?? "")/\(name).json"
      let imported = try LottieImporter.translate(text: String(contentsOfFile: path, encoding: .utf8), file: path)
      let scenePath = dir.write("\(name).yaml", imported.yaml)
      let direct = try Composition.load(contentsOf: path)
      let viaScene = try Composition.load(contentsOf: scenePath)
      #expect(direct.frameCount == viaScene.frameCount)
      for n in Set([0, direct.frameCount / 3, direct.frameCount - 1]).sorted() {
        #expect(try direct.pngData(atFrame: n) == viaScene.pngData(atFrame: n), "\(name) frame \(n)")
      }
    }
  }

  @Test(
    "A video rendered from the Lottie file and from its imported scene is byte-identical",
    .enabled(if: folder != nil, "../shared/conformance/lottie is absent beside this checkout (CI has it)"))
  func videoIsIdentical() async throws {
    let dir = TemporaryDirectory()
    let path = "\(Self.folder ?? "")/Marker.json"
    let imported = try LottieImporter.translate(text: String(contentsOfFile: path, encoding: .utf8), file: path)
    let scenePath = dir.write("marker.yaml", imported.yaml)
    _ = try await Composition.load(contentsOf: path).render(to: dir.file("direct.mp4"))
    _ = try await Composition.load(contentsOf: scenePath).render(to: dir.file("imported.mp4"))
    let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("direct.mp4")))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir.file("imported.mp4")))
    #expect(!a.isEmpty && a == b)
  }
}
