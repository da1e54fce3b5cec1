import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A matted layer's blend mode blends the matted result with the layers below it, as lottie-web
/// draws it (skottie-matte-blendmode: 14 dB when the blend stayed inside the matte group).
@Suite("Lottie matte with a blend mode")
struct LottieMatteBlendRenderTests {
  static let transform =
    #""ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "#
    + #""r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#

  @Test("Red multiplied over green inside the matte is black; outside it, green shows", arguments: [1, 0])
  func multiply(blend: Int) throws {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [
         {"ty": 4, "ind": 1, "td": 1, "ip": 0, "op": 10, "st": 0, \(Self.transform),
          "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
                     {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]},
         {"ty": 1, "ind": 2, "tt": 1, "bm": \(blend), "ip": 0, "op": 10, "st": 0, "sw": 100, "sh": 100,
          "sc": "#ff0000", \(Self.transform)},
         {"ty": 1, "ind": 3, "ip": 0, "op": 10, "st": 0, "sw": 100, "sh": 100, "sc": "#00ff00", \(Self.transform)}]}
      """
    let dir = TemporaryDirectory()
    let image = try Composition.load(contentsOf: dir.write("m.json", text)).image(atFrame: 0)
    let inside = image.pixel(x: 50, y: 50)
    let outside = image.pixel(x: 5, y: 5)
    #expect(outside.g == 255 && outside.r == 0)
    if blend == 1 {
      #expect(inside.r < 8 && inside.g < 8 && inside.a == 255, "\(inside)")
    } else {
      #expect(inside.r == 255 && inside.g == 0, "\(inside)")
    }
  }
}
