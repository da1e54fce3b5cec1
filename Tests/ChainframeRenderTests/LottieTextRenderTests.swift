import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Lottie text layers render: glyph outlines where the file carries them, fonts otherwise
/// (a family that is not installed falls back instead of failing), and the imported scene
/// draws the same bytes.
@Suite("Lottie text rendering")
struct LottieTextRenderTests {
  @Test(
    "Text fixtures render directly and through their imported scene to the same bytes",
    arguments: ["text-glyphs", "text-font"])
  func importIsIdentical(_ name: String) throws {
    let dir = TemporaryDirectory()
    let path = Fixtures.path("Lottie/\(name).json")
    // This machine and CI have DejaVu Sans (fonts-dejavu-core) and no "No Such Font Family".
    let imported = try LottieImporter.translate(
      text: String(contentsOfFile: path, encoding: .utf8), file: path, fontIsInstalled: { $0 == "DejaVu Sans" })
    let scenePath = dir.write("\(name).yaml", imported.yaml)
    let direct = try Composition.load(contentsOf: path)
    let viaScene = try Composition.load(contentsOf: scenePath)
    for n in [0, 7] {
      #expect(try direct.pngData(atFrame: n) == viaScene.pngData(atFrame: n), "\(name) frame \(n)")
    }
  }

  struct Probe: Sendable, CustomTestStringConvertible {
    let x: Int
    let y: Int
    let inked: Bool
    var testDescription: String { "(\(x), \(y)) \(inked ? "inked" : "empty")" }
  }

  @Test(
    "Glyph outlines land where lottie-web places them",
    arguments: [
      Probe(x: 37, y: 40, inked: true),  // first I: x 35…40, y 25…60
      Probe(x: 45, y: 40, inked: false),  // the tracking gap before L
      Probe(x: 52, y: 40, inked: true),  // L's stem: x 50…55
      Probe(x: 47, y: 80, inked: false),  // between the lines (60…86)
      Probe(x: 47, y: 95, inked: true),  // second line's I: x 45…50, y 86…121 clipped at 100
    ])
  func glyphPlacement(_ p: Probe) throws {
    let c = try Composition.load(contentsOf: Fixtures.path("Lottie/text-glyphs.json"))
    let image = try c.image(atFrame: 0)
    let pixel = image.pixel(x: p.x, y: p.y)
    if p.inked {
      #expect(pixel.a == 255 && pixel.r == 51 && pixel.g == 102 && pixel.b == 204, "\(pixel)")
    } else {
      #expect(pixel.a == 0, "\(pixel)")
    }
  }
}
