import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// "Never refuse what lottie-web plays": gradient fills whose points lie anywhere (far outside
/// a thin shape, focal highlights, huge radii) translate to a scene that loads and draws.
@Suite("Lottie gradients at any distance")
struct LottieGradientRangeTests {
  static func document(w: Double, h: Double, start: [Double], end: [Double], radial: Bool, highlight: Double) -> String
  {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 64, "h": 64, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [32, 32]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [\(w), \(h)]}, "r": {"a": 0, "k": 0}},
         {"ty": "gf", "t": \(radial ? 2 : 1), "o": {"a": 0, "k": 100}, "r": 1,
          "s": {"a": 0, "k": [\(start[0]), \(start[1])]}, "e": {"a": 0, "k": [\(end[0]), \(end[1])]},
          "h": {"a": 0, "k": \(highlight)}, "a": {"a": 0, "k": 30},
          "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}]}]}
    """
  }

  @Test("A thin shape lit by a distant radial gradient with a highlight loads and draws")
  func distantFocalGradient() throws {
    let dir = TemporaryDirectory()
    let text = Self.document(w: 2, h: 40, start: [-1900, 3], end: [-1700, 90], radial: true, highlight: 60)
    let image = try Composition.load(contentsOf: dir.write("g.json", text)).image(atFrame: 0)
    #expect(image.pixel(x: 32, y: 32).a == 255)
  }

  @Test("200 random gradients on random boxes all load", arguments: [1, 2])
  func random(seed: UInt64) throws {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ range: ClosedRange<Double>) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
    let dir = TemporaryDirectory()
    for k in 0..<100 {
      let text = Self.document(
        w: exp(next(-4...7)), h: exp(next(-4...7)), start: [next(-1e5...1e5), next(-1e5...1e5)],
        end: [next(-1e5...1e5), next(-1e5...1e5)], radial: k % 2 == 0, highlight: next(-100...100))
      _ = try Composition.load(contentsOf: dir.write("g\(k).json", text))
    }
  }
}
