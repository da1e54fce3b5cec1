import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A transform whose anchor, position or scale has one component: lottie-web reads the
/// missing one as undefined, its matrix becomes NaN and Chromium drops the `transform`
/// attribute, so the layer is drawn untransformed (pr_1599, an anchor written `[9.688]`:
/// 14.0 → 32.5 dB on the frames lottie-web draws). All four cases below match lottie-web
/// exactly (∞ dB).
@Suite("Lottie transforms with one-component values")
struct LottieOneComponentTransformTests {
  @Test(
    "a one-component anchor, position or scale leaves the layer untransformed and is reported",
    arguments: [
      // (anchor, position, scale, drawn untransformed)
      ("[10, 10]", "[50, 50]", "[50, 50]", false),
      ("[10]", "[50, 50]", "[50, 50]", true),
      ("[10, 10]", "[50]", "[50, 50]", true),
      ("[10, 10]", "[50, 50]", "50", true),
    ])
  func oneComponent(anchor: String, position: String, scale: String, untransformed: Bool) throws {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [
        {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": \(anchor)}, "p": {"a": 0, "k": \(position)}, "s": {"a": 0, "k": \(scale)},
                "o": {"a": 0, "k": 50}},
         "shapes": [{"ty": "gr", "it": [
           {"ty": "rc", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
           {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
            "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}
      """
    let dir = TemporaryDirectory()
    let file = dir.write("t.json", text)
    let image = try Composition.load(contentsOf: file).image(atFrame: 0)
    // Untransformed, the 20 × 20 square sits over 0…20 at half opacity; transformed (anchor
    // 10, position 50, scale 50 %), over 45…55.
    #expect((image.pixel(x: 5, y: 5).a > 0) == untransformed)
    #expect((image.pixel(x: 50, y: 50).a > 0) == !untransformed)
    #expect((120...135).contains(image.pixel(x: untransformed ? 5 : 50, y: untransformed ? 5 : 50).a))
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    #expect(findings.contains { $0.contains("has one component") } == untransformed, "\(findings)")
  }
}
