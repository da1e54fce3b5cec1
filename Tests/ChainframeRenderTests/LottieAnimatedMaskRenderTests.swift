import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Masks whose path or opacity is keyframed, drawn: a red 100 × 100 solid seen through the mask.
@Suite("Lottie animated masks drawn")
struct LottieAnimatedMaskRenderTests {
  /// A square path from (a, a) to (b, b) as a Lottie shape value.
  static func square(_ a: Double, _ b: Double) -> String {
    #"{"i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "#
      + #""v": [[\#(a), \#(a)], [\#(b), \#(a)], [\#(b), \#(b)], [\#(a), \#(b)]], "c": true}"#
  }

  /// Linear keyframes from `from` at frame 0 to `to` at frame 10.
  static func keyframes(_ from: String, _ to: String) -> String {
    #"{"a": 1, "k": [{"t": 0, "s": [\#(from)], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 10, "s": [\#(to)]}]}"#
  }

  /// A file of one red solid layer with one mask (`pt` and `o` as given).
  static func document(path: String, opacity: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 11, "w": 100, "h": 100, "assets": [],
     "layers": [{"ty": 1, "ind": 1, "ip": 0, "op": 11, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000",
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "hasMask": true,
       "masksProperties": [{"mode": "a", "inv": false, "pt": \(path), "o": \(opacity)}]}]}
    """
  }

  /// The alpha at each point of each frame, and the import's findings.
  static func alphas(_ text: String, frames: [Int], at points: [(Int, Int)]) throws -> ([[UInt8]], [String]) {
    let dir = TemporaryDirectory()
    let file = dir.write("t.json", text)
    let c = try Composition.load(contentsOf: file)
    let values = try frames.map { frame in
      let image = try c.image(atFrame: frame)
      return points.map { image.pixel(x: $0.0, y: $0.1).a }
    }
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (values, findings)
  }

  @Test("An animated mask path follows its keyframes frame by frame")
  func animatedPath() throws {
    // 40…60 at frame 0, 10…90 at frame 10: (20, 20) is outside, then inside; (50, 50) always in.
    let text = Self.document(
      path: Self.keyframes(Self.square(40, 60), Self.square(10, 90)), opacity: #"{"a": 0, "k": 100}"#)
    let (a, findings) = try Self.alphas(text, frames: [0, 10], at: [(20, 20), (50, 50), (5, 5)])
    #expect(a == [[0, 255, 0], [255, 255, 0]])
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("An animated mask opacity fades what the mask shows")
  func animatedOpacity() throws {
    let text = Self.document(
      path: #"{"a": 0, "k": \#(Self.square(10, 90))}"#, opacity: Self.keyframes("0", "100"))
    let (a, findings) = try Self.alphas(text, frames: [0, 5, 10], at: [(50, 50), (5, 5)])
    #expect(a[0] == [0, 0])
    #expect(abs(Int(a[1][0]) - 128) <= 2, "\(a[1])")
    #expect(a[2] == [255, 0])
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("chainframe import writes animated masks as a scene that draws the same bytes")
  func importIsIdentical() throws {
    let dir = TemporaryDirectory()
    let text = Self.document(
      path: Self.keyframes(Self.square(40, 60), Self.square(10, 90)), opacity: Self.keyframes("20", "100"))
    let file = dir.write("t.json", text)
    let imported = try LottieImporter.translate(text: text, file: file)
    let direct = try Composition.load(contentsOf: file)
    let viaScene = try Composition.load(contentsOf: dir.write("imported.yaml", imported.yaml))
    for frame in [0, 4, 10] {
      #expect(try direct.pngData(atFrame: frame) == viaScene.pngData(atFrame: frame))
    }
  }
}
