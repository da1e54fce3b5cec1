import Foundation
import Testing

@testable import ChainframeLottie

/// A dash pattern starts where the outline starts, so dashed animated rectangles and ellipses
/// are drawn from lottie-web's own outlines (`static_dynamic_dash.json`: 21 → 37 dB).
@Suite("Lottie dashed strokes")
struct LottieDashTests {
  static func document(shape: String, dash: String) -> String {
    let size =
      #"{"a": 1, "k": [{"t": 0, "s": [40, 40], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 9, "s": [80, 60]}]}"#
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [100, 100]}},
         "shapes": [
           {"ty": "\(shape)", "p": {"a": 0, "k": [0, 0]}, "s": \(size), "r": {"a": 0, "k": 4}},
           {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4},
            "lc": 2, "lj": 1, "d": \(dash)}]}]}
      """
  }

  @Test(
    "an animated box under a dashed stroke becomes outlines, and stays a box otherwise",
    arguments: [
      ("rc", #"[{"n": "d", "v": {"a": 0, "k": 10}}, {"n": "o", "v": {"a": 0, "k": 0}}]"#, false),
      ("el", #"[{"n": "d", "v": {"a": 0, "k": 10}}, {"n": "g", "v": {"a": 0, "k": 5}}]"#, false),
      ("rc", "[]", true),
      ("el", #"[{"n": "d", "v": {"a": 0, "k": 0}}]"#, true),
    ])
  func baked(shape: String, dash: String, keepsBox: Bool) throws {
    let result = try LottieImporter.translate(text: Self.document(shape: shape, dash: dash), file: "dash.json")
    let box = shape == "rc" ? #"type: "rect""# : #"type: "ellipse""#
    #expect(result.yaml.contains(box) == keepsBox, "\(result.yaml)")
  }
}
