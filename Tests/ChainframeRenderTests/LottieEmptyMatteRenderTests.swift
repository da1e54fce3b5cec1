import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Track mattes whose matte layer draws nothing (a rectangle without a fill, as in
/// InterpolateBetweenOpacityStops.json): an empty matte, not a missing one.
@Suite("Lottie empty track mattes drawn")
struct LottieEmptyMatteRenderTests {
  /// A matte layer (a rectangle with no fill) above a red solid matted by `tt`.
  static func document(tt: Int) -> String {
    let ks =
      #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "#
      + #""r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [
         {"ty": 4, "ind": 1, "td": 1, "ip": 0, "op": 10, "st": 0, "ks": \(ks),
          "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}]},
         {"ty": 1, "ind": 2, "tt": \(tt), "ip": 0, "op": 10, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000",
          "ks": \(ks)}]}
      """
  }

  @Test(
    "An alpha matte that draws nothing hides the layer; an inverted one shows all of it",
    arguments: [(1, UInt8(0)), (2, UInt8(255))])
  func emptyMatte(tt: Int, alpha: UInt8) throws {
    let dir = TemporaryDirectory()
    let text = Self.document(tt: tt)
    let file = dir.write("t.json", text)
    let image = try Composition.load(contentsOf: file).image(atFrame: 0)
    #expect(image.pixel(x: 50, y: 50).a == alpha)
    #expect(image.pixel(x: 5, y: 5).a == alpha)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    #expect(findings.isEmpty, "\(findings)")
  }
}
