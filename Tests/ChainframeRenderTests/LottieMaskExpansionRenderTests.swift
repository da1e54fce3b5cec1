import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Mask expansion (`x`): grown by a mitred line 2x wide with open ends at the start vertex,
/// shrunk by the same line, as lottie-web's svg renderer draws it.
@Suite("Lottie mask expansion drawn")
struct LottieMaskExpansionRenderTests {
  /// A red 100 × 100 solid seen through a square mask over 30…70 (starting at its top-left
  /// corner) expanded by `x`.
  static func document(expansion x: String, mode: String = "a") -> String {
    let square =
      #"{"i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "#
      + #""v": [[30, 30], [30, 70], [70, 70], [70, 30]], "c": true}"#
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [{"ty": 1, "ind": 1, "ip": 0, "op": 10, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000",
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "hasMask": true,
         "masksProperties": [{"mode": "\(mode)", "inv": false, "pt": {"a": 0, "k": \(square)},
                              "o": {"a": 0, "k": 100}, "x": \(x)}]}]}
      """
  }

  /// Alpha at the points (x, y) of frame `frame`, with the translation's findings.
  static func alphas(_ text: String, frame: Int = 0, at points: [(Int, Int)]) throws -> ([UInt8], [String]) {
    let dir = TemporaryDirectory()
    let file = dir.write("t.json", text)
    let image = try Composition.load(contentsOf: file).image(atFrame: frame)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (points.map { image.pixel(x: $0.0, y: $0.1).a }, findings)
  }

  /// Points: the centre, 5 px outside the right edge, 5 px inside the right edge, 5 px
  /// above-left of the start corner (30, 30), and 5 px below-right of the opposite corner.
  static let points = [(50, 50), (75, 50), (65, 50), (25, 25), (75, 75)]

  @Test(
    "Expansion grows or shrinks the mask like lottie-web's line, leaving the start corner open",
    arguments: [
      // No expansion: the square alone.
      (#"{"a": 0, "k": 0}"#, "a", [255, 0, 255, 0, 0] as [UInt8]),
      // Grown by 10: 5 px outside is inside, the mitred far corner too; the start corner is not
      // (butt ends meet there, as lottie-web's path has no closing `Z`).
      (#"{"a": 0, "k": 10}"#, "a", [255, 255, 255, 0, 255]),
      // Shrunk by 10: 5 px inside the edge is gone, the centre stays.
      (#"{"a": 0, "k": -10}"#, "a", [255, 0, 0, 0, 0]),
      // Subtracting a grown mask removes the grown region from everything.
      (#"{"a": 0, "k": 10}"#, "s", [0, 0, 0, 255, 0]),
    ] as [(String, String, [UInt8])])
  func expansion(x: String, mode: String, expected: [UInt8]) throws {
    let (alpha, findings) = try Self.alphas(Self.document(expansion: x, mode: mode), at: Self.points)
    #expect(alpha == expected, "\(alpha)")
    #expect(!findings.contains { $0.contains("expansion") }, "\(findings)")
  }

  @Test("An animated expansion follows its keyframes")
  func animated() throws {
    let x =
      #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 9, "s": [18]}]}"#
    let start = try Self.alphas(Self.document(expansion: x), frame: 0, at: [(75, 50)])
    let end = try Self.alphas(Self.document(expansion: x), frame: 9, at: [(75, 50)])
    #expect(start.0 == [0] && end.0 == [255], "\(start.0) \(end.0)")
  }

  @Test("An expansion that changes sign is reported and left out")
  func changesSign() throws {
    let x =
      #"{"a": 1, "k": [{"t": 0, "s": [-10], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 9, "s": [10]}]}"#
    let (alpha, findings) = try Self.alphas(Self.document(expansion: x), at: [(50, 50), (75, 50)])
    #expect(alpha == [255, 0])
    #expect(findings.contains { $0.contains("mask expansion that changes sign") }, "\(findings)")
  }
}
