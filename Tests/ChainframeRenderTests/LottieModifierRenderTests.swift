import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Round corners (`rd`) and merge paths (`mm`) drawn: which pixels a 100 × 100 Lottie file
/// covers, red on transparent.
@Suite("Lottie round corners and merge paths drawn")
struct LottieModifierRenderTests {
  /// A one-layer Lottie file, unmoved and unscaled, with `shapes` as the layer's items.
  static func document(_ shapes: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "shapes": \(shapes)}]}
    """
  }

  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#

  static func rect(_ cx: Double, _ cy: Double, _ w: Double, _ h: Double) -> String {
    #"{"ty": "rc", "p": {"a": 0, "k": [\#(cx), \#(cy)]}, "s": {"a": 0, "k": [\#(w), \#(h)]}, "r": {"a": 0, "k": 0}}"#
  }

  static func square(_ a: Double, _ b: Double) -> String {
    #"{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "#
      + #""v": [[\#(a), \#(a)], [\#(b), \#(a)], [\#(b), \#(b)], [\#(a), \#(b)]], "c": true}}}"#
  }

  static func roundCorners(_ r: Double) -> String { #"{"ty": "rd", "r": {"a": 0, "k": \#(r)}}"# }

  static func merge(_ mode: Int) -> String { #"{"ty": "mm", "mm": \#(mode)}"# }

  /// The alpha of each of `points` in frame 0 of `shapes`, and the import's findings.
  static func alphas(_ shapes: String, at points: [(Int, Int)]) throws -> ([UInt8], [String]) {
    let dir = TemporaryDirectory()
    let text = document(shapes)
    let c = try Composition.load(contentsOf: dir.write("t.json", text))
    let image = try c.image(atFrame: 0)
    let findings = try LottieImporter.translate(text: text, file: "t.json").findings.map(\.description)
    return (points.map { image.pixel(x: $0.0, y: $0.1).a }, findings)
  }

  @Test("Round corners on a path cut its corners on a circle of the radius")
  func roundedPath() throws {
    // Corner centre (40, 40), radius 30: (12, 12) is outside the arc, (22, 22) inside.
    let (a, findings) = try Self.alphas(
      "[\(Self.square(10, 90)), \(Self.roundCorners(30)), \(Self.fill)]", at: [(12, 12), (22, 22), (50, 11), (11, 50)])
    #expect(a == [0, 255, 255, 255])
    #expect(findings.isEmpty, "\(findings)")
    let (sharp, _) = try Self.alphas("[\(Self.square(10, 90)), \(Self.fill)]", at: [(12, 12)])
    #expect(sharp == [255])
  }

  @Test("Round corners on a star round its points")
  func roundedStar() throws {
    let star =
      #"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 55]}, "pt": {"a": 0, "k": 5}, "or": {"a": 0, "k": 45}, "#
      + #""ir": {"a": 0, "k": 20}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}, "r": {"a": 0, "k": 0}}"#
    // The top point is at (50, 10): just below it is inside the sharp star only.
    let (sharp, _) = try Self.alphas("[\(star), \(Self.fill)]", at: [(50, 13)])
    let (rounded, findings) = try Self.alphas("[\(star), \(Self.roundCorners(15)), \(Self.fill)]", at: [(50, 13)])
    #expect(sharp[0] > 200)
    #expect(rounded[0] == 0)
    #expect(findings.isEmpty, "\(findings)")
  }

  /// Two squares, the first over x 20…60, the second over 40…80 (rows 30…70), merged by
  /// `mode`: alpha left only, in the overlap, right only. lottie-web (the reference player)
  /// ignores merge paths, so every mode draws both squares, and the merge is reported.
  @Test("Merge paths are drawn as lottie-web draws them: ignored, and reported", arguments: [1, 2, 3, 4, 5])
  func merged(mode: Int) throws {
    let shapes = "[\(Self.rect(40, 50, 40, 40)), \(Self.rect(60, 50, 40, 40)), \(Self.merge(mode)), \(Self.fill)]"
    let (a, findings) = try Self.alphas(shapes, at: [(30, 50), (50, 50), (70, 50)])
    #expect(a == [255, 255, 255], "mode \(mode)")
    #expect(findings.count == 1 && findings[0].contains("merge paths (mm)"), "\(findings)")
  }

  @Test("chainframe import writes the rounded shapes beside a merge as a scene that draws the same bytes")
  func importIsIdentical() throws {
    let dir = TemporaryDirectory()
    let text = Self.document(
      "[\(Self.rect(40, 50, 40, 40)), \(Self.square(40, 80)), \(Self.roundCorners(8)), \(Self.merge(3)), \(Self.fill)]")
    let file = dir.write("t.json", text)
    let imported = try LottieImporter.translate(text: text, file: file)
    let direct = try Composition.load(contentsOf: file)
    let viaScene = try Composition.load(contentsOf: dir.write("imported.yaml", imported.yaml))
    #expect(try direct.pngData(atFrame: 0) == viaScene.pngData(atFrame: 0))
  }
}
