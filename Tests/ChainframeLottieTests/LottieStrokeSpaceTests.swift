import Foundation
import Testing

@testable import ChainframeLottie

/// A stroke listed outside a scaled group keeps its width, as lottie-web draws it: the group's
/// transform moves the shape's points, not the stroke (`10151.json` 19.6 → 37 dB,
/// `issue_1855.json` 20 → 45 dB at its sampled frames).
@Suite("Lottie strokes in their own space")
struct LottieStrokeSpaceTests {
  static func document(scale: String, stroke: String = "st") -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"p": {"a": 0, "k": [100, 100]}},
       "shapes": [
         {"ty": "gr", "it": [
           {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}},
           {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": \(scale),
            "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]},
         {"ty": "\(stroke)", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4},
          "lc": 1, "lj": 1, "r": 1}]}]}
    """
  }

  /// The largest |x| of the path data written in `yaml`.
  static func widestX(_ yaml: String) -> Double? {
    let lines = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let line = lines.first(where: { $0.hasPrefix("d: ") }) else { return nil }
    let numbers = line.split(whereSeparator: { " \"MLCZd:".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { abs(numbers[$0]) }.max()
  }

  @Test(
    "the group's scale moves the points and leaves the stroke unscaled",
    arguments: [
      (#"{"a": 0, "k": [50, 100]}"#, 25.0),
      (#"{"a": 0, "k": [-50, 100]}"#, 25.0),
    ])
  func baked(scale: String, halfWidth: Double) throws {
    let result = try LottieImporter.translate(text: Self.document(scale: scale), file: "stroke.json")
    #expect(!result.yaml.contains("scale:"), "\(result.yaml)")
    let widest = try #require(Self.widestX(result.yaml))
    #expect(abs(widest - halfWidth) < 1e-6, "widest x \(widest)")
  }

  @Test("an animated scale becomes one outline per frame")
  func animated() throws {
    let scale =
      #"{"a": 1, "k": [{"t": 0, "s": [100, 100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 9, "s": [-100, 100]}]}"#
    let result = try LottieImporter.translate(text: Self.document(scale: scale), file: "stroke.json")
    #expect(!result.yaml.contains("scale:"))
    // 10 frames from 100 % to −100 %: a distinct outline (one path layer) per frame.
    let outlines = result.yaml.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("d: ")
    }
    #expect(Set(outlines).count == 10, "\(outlines.count) outlines")
  }

  @Test("a fill over a static group is one path in the list's space, as lottie-web writes it")
  func fillInListSpace() throws {
    let text = Self.document(scale: #"{"a": 0, "k": [50, 100]}"#, stroke: "fl")
      .replacingOccurrences(of: #""w": {"a": 0, "k": 4}, "lc": 1, "lj": 1, "#, with: "")
    let result = try LottieImporter.translate(text: text, file: "fill.json")
    #expect(!result.yaml.contains("scale:"), "\(result.yaml)")
    let widest = try #require(Self.widestX(result.yaml))
    #expect(abs(widest - 25) < 1e-6, "widest x \(widest)")
  }

  @Test("a gradient over a moving group stays in the style's space: the group's motion is baked")
  func gradientOverMovingGroup() throws {
    let moving =
      #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 9, "s": [50, 0]}]}"#
    let gradient = #"""
      {"ty": "gf", "t": 1, "s": {"a": 0, "k": [-50, 0]}, "e": {"a": 0, "k": [50, 0]}, "o": {"a": 0, "k": 100},
       "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}, "r": 1}
      """#
    let text = Self.document(scale: #"{"a": 0, "k": [100, 100]}"#)
      .replacingOccurrences(of: #""tr", "p": {"a": 0, "k": [0, 0]}"#, with: #""tr", "p": \#(moving)"#)
    let start = try #require(text.range(of: #"{"ty": "st""#))
    let withGradient = text.replacingCharacters(in: start.lowerBound..<text.endIndex, with: gradient + "]}]}")
    let result = try LottieImporter.translate(text: withGradient, file: "gradient.json")
    #expect(!result.findings.contains { $0.description.contains("animated transform") }, "\(result.findings)")
    #expect(!result.yaml.contains("animations:"), "the group's motion is in the outlines, not an animation")
  }
}
