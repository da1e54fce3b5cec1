import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Layer effects drawn as lottie-web's svg renderer draws them: a blue 80 × 60 ellipse at
/// (100, 100) on a 200 × 200 canvas with the effects given.
@Suite("Lottie effects drawn")
struct LottieEffectRenderTests {
  static func effect(_ ty: Int, _ name: String, _ values: [String]) -> String {
    let params = values.enumerated().map { #"{"ty": 0, "nm": "p\#($0.offset)", "v": {"a": 0, "k": \#($0.element)}}"# }
    return #"{"ty": \#(ty), "nm": "\#(name)", "mn": "\#(name)", "en": 1, "ef": [\#(params.joined(separator: ", "))]}"#
  }

  static let fill = effect(21, "Fill", ["0", "0", "[1, 0.5, 0, 1]", "0", "0", "0", "0.7"])
  static let blur = effect(29, "Gaussian Blur", ["12", "1", "0"])
  static let slider = effect(5, "Slider Control", ["3"])

  static func image(_ effects: [String]) throws -> (PixelBuffer, [String]) {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [100, 100]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [80, 60]}},
                    {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.4, 0.9, 1]}, "o": {"a": 0, "k": 100}, "r": 1}],
         "ef": [\(effects.joined(separator: ", "))]}]}
      """
    let dir = TemporaryDirectory()
    let file = dir.write("e.json", text)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (try Composition.load(contentsOf: file).image(atFrame: 0), findings)
  }

  @Test("Fill paints the layer's pixels its colour, alpha times the effect's opacity")
  func fill() throws {
    let (image, findings) = try Self.image([Self.fill])
    let p = image.pixel(x: 100, y: 100)
    #expect(p.a == 179)  // 0.7 × 255
    #expect(abs(Int(p.r) - 179) <= 1 && abs(Int(p.g) - 89) <= 1 && p.b == 0, "\(p)")  // premultiplied orange
    #expect(image.pixel(x: 10, y: 10).a == 0)
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("Gaussian Blur softens the edge; a second one is not a duplicate key")
  func blur() throws {
    let (sharp, _) = try Self.image([])
    let (soft, findings) = try Self.image([Self.blur])
    // The ellipse's right edge is at x = 140: sharp has nothing 4 px outside, blurred has some.
    #expect(sharp.pixel(x: 144, y: 100).a == 0)
    #expect(soft.pixel(x: 144, y: 100).a > 10)
    #expect(soft.pixel(x: 100, y: 100).a == 255)
    #expect(findings.isEmpty, "\(findings)")
    _ = try Self.image([Self.blur, Self.blur])
    // A blurriness beyond the scene's blur range (0.6 × 1000 > 250) is clamped, not refused.
    _ = try Self.image([Self.effect(29, "Gaussian Blur", ["1000", "1", "0"])])
  }

  @Test("Expression controls draw nothing and are not reported; other effects are")
  func reported() throws {
    let (_, quiet) = try Self.image([Self.slider])
    #expect(quiet.isEmpty, "\(quiet)")
    let (_, loud) = try Self.image([
      Self.effect(26, "Radial Wipe", ["50", "0", "[0, 0]", "1", "0"])
    ])
    #expect(loud.contains { $0.contains("Radial Wipe") }, "\(loud)")
  }
}
