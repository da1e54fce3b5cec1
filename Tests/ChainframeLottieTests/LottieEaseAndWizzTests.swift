import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeLottie

/// The Ease and Wizz script's expression: recognised by its text and evaluated as lottie-web
/// evaluates it, with Penner's equations between each pair of keyframes.
@Suite("Lottie Ease and Wizz")
struct LottieEaseAndWizzTests {
  static func fixture() throws -> String {
    try String(contentsOfFile: Fixtures.path("Lottie/ease-and-wizz.json"), encoding: .utf8)
  }

  @Test(
    "Penner's equations start at b, end at b + c, and pass where Penner's formulas say",
    arguments: [
      ("inQuad", 0.5, 25.0), ("outQuad", 0.5, 75), ("inOutQuad", 0.25, 12.5), ("inCubic", 0.5, 12.5),
      ("outCubic", 0.5, 87.5), ("inOutQuart", 0.75, 96.875), ("outQuint", 0.5, 96.875),
      ("inSine", 0.5, 29.289321881345245),
      ("inOutSine", 0.5, 50), ("outExpo", 0.5, 96.875), ("inOutCirc", 0.5, 50), ("inBack", 0.5, -8.769750000000002),
      ("outBack", 0.5, 108.76975), ("inOutBack", 0.5, 50),
    ])
  func equations(name: String, at u: Double, expected: Double) throws {
    let text =
      "function easeAndWizz() { n = nearestKey(time).index; val1 = easeandwizz_\(name)(t); }\n"
      + "$bm_rt = easeAndWizz() || value;"
    let wizz = try #require(LottieEaseAndWizz(text))
    #expect(abs(wizz.ease(0, 0, 100, 2)) < 1e-9)
    #expect(abs(wizz.ease(2, 0, 100, 2) - 100) < 1e-9)
    #expect(abs(wizz.ease(u * 2, 0, 100, 2) - expected) < 1e-9, "\(wizz.ease(u * 2, 0, 100, 2))")
  }

  @Test("Other scripts, and Ease and Wizz's elastic and bounce, are not taken for it")
  func notRecognised() {
    #expect(LottieEaseAndWizz("var $bm_rt;\n$bm_rt = easeAndWizz() || value;") == nil)
    let elastic =
      "function easeAndWizz() { nearestKey(time); val1 = easeandwizz_outElastic(t); }\n"
      + "$bm_rt = easeAndWizz() || value;"
    #expect(LottieEaseAndWizz(elastic) == nil)
  }

  @Test("A rotation under the script follows outBack between its keys and its keyframes elsewhere")
  func baked() throws {
    let root = try #require(LottieJSON.parse(try Self.fixture()))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let r = try #require(baked["layers"]?.array.first?["ks"]?["r"])
    #expect(r["x"] == nil, "the expression was baked")
    let property = try #require(LottieProperty(r))
    func at(_ frame: Double) -> Double { property.value(at: frame).first ?? .nan }
    // Keys at frames 5 (0°), 15 (90°) and 25 (45°): outBack overshoots past 90° on the way.
    let expression = try #require(root["layers"]?.array.first?["ks"]?["r"]?["x"]?.string)
    let wizz = try #require(LottieEaseAndWizz(expression))
    #expect(abs(at(10) - wizz.ease(0.5, 0, 90, 1)) < 1e-9)
    #expect(at(12) > 90)
    #expect(abs(at(20) - wizz.ease(0.5, 90, -45, 1)) < 1e-9)
    // Before the first key and from the last on: the keyframed value.
    #expect(at(2) == 0)
    #expect(at(28) == 45)
  }
}
