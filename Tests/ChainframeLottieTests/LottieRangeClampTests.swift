import ChainframeCore
import ChainframeModel
import Foundation
import Testing

@testable import ChainframeLottie

/// Values lottie-web plays but the scene model bounds (a fuzzer's scale of 16E16 %, far-off
/// positions, huge rotations) are clamped to the model's ranges, never refused.
@Suite("Lottie values past the scene's ranges")
struct LottieRangeClampTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The layer's `ks` members replacing the defaults.
    let transform: String
    /// A line the imported scene must hold.
    let expected: String
    var testDescription: String { transform }
  }

  static let cases: [Case] = [
    Case(transform: #""s": {"a": 0, "k": [16E16, 100]}"#, expected: "scale: [10000, 1]"),
    Case(transform: #""s": {"a": 0, "k": [-16E16, -3E9]}"#, expected: "scale: [-10000, -10000]"),
    Case(transform: #""p": {"a": 0, "k": [1E12, -1E12]}"#, expected: "position: [10000000, -10000000]"),
    Case(transform: #""r": {"a": 0, "k": 1E300}"#, expected: "rotation: 10000000"),
    Case(
      transform: #""s": {"a": 1, "k": [{"t": 0, "s": [100, 100]}, {"t": 10, "s": [1E20, 100]}]}"#,
      expected: "value: [10000, 1]"),
    Case(
      transform: #""r": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [-1E15]}]}"#,
      expected: "value: -10000000"),
  ]

  static func document(_ transform: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 20, "st": 0, "ks": {\(transform)},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                  {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """
  }

  @Test("a transform past the scene's range is clamped to it and the file loads", arguments: cases)
  func clamped(_ c: Case) throws {
    let text = Self.document(c.transform)
    let yaml = try LottieImporter.translate(text: text, file: "t.json").scene.yaml()
    #expect(yaml.contains(c.expected), "\(yaml)")
    let scene = try SceneLoader.load(text: text, file: NSTemporaryDirectory() + "t.json")
    #expect(scene.layers.count == 1)
  }

  @Test("values inside the ranges come out unchanged")
  func unchanged() throws {
    let text = Self.document(#""s": {"a": 0, "k": [999900, -999900]}, "p": {"a": 0, "k": [9999999, -5]}"#)
    let yaml = try LottieImporter.translate(text: text, file: "t.json").scene.yaml()
    #expect(yaml.contains("scale: [9999, -9999]"), "\(yaml)")
    #expect(yaml.contains("position: [9999999, -5]"), "\(yaml)")
  }

  @Test(
    "the range of a property is found by its name or a component's",
    arguments: [
      ("scale", SceneLimits.scaleRange), ("scale.x", SceneLimits.scaleRange), ("size.width", SceneLimits.sizeRange),
      ("position.y", SceneLimits.positionRange),
    ])
  func ranges(_ name: String, _ range: ClosedRange<Double>) {
    #expect(LottieRangeClamp.range(of: name) == range)
  }

  @Test("names without a range have none", arguments: ["opacity", "fill", "d", "position2"])
  func noRange(_ name: String) {
    #expect(LottieRangeClamp.range(of: name) == nil)
  }
}
