import Foundation
import Testing

@testable import ChainframeLottie

/// Gradient strokes whose opacity stops lottie-web cannot fold into the colour stops: its svg
/// renderer draws the opacity through a `<mask>` of default units, the path's bounding box
/// widened by 10 % each side, so a wide stroke is cut at that box and a level straight line
/// (a box of no height) draws nothing.
@Suite("Lottie gradient opacity masks")
struct LottieGradientMaskTests {
  /// Colour stops at 0 and 1; opacity stops at `opacity` offsets (alpha 1 then 0.2).
  static func gradient(opacity: (Double, Double)) -> String {
    "[0, 1, 0, 0, 1, 0, 0, 1, \(opacity.0), 1, \(opacity.1), 0.2]"
  }

  static func document(vertices: String, gradient: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 100, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
       "shapes": [{"ty": "gr", "it": [
         {"ty": "sh", "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "v": \(vertices), "c": false}}},
         {"ty": "gs", "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 16}, "t": 1, "lc": 2, "lj": 2,
          "g": {"p": 2, "k": {"a": 0, "k": \(gradient)}},
          "s": {"a": 0, "k": [20, 50]}, "e": {"a": 0, "k": [180, 50]}},
         {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
          "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}
    """
  }

  /// The `position` and `size` of the gradient rectangle in `yaml`, if there is one.
  static func gradientBox(_ yaml: String) -> [Double]? {
    let lines = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let at = lines.firstIndex(where: { $0.hasPrefix("id: ") && $0.contains("gradient") }) else { return nil }
    func pair(_ key: String) -> [Double] {
      guard let line = lines[at...].first(where: { $0.hasPrefix(key) }) else { return [] }
      return line.dropFirst(key.count).split(whereSeparator: { " [],".contains($0) }).compactMap { Double($0) }
    }
    return pair("position:") + pair("size:")
  }

  @Test(
    "opacity stops off the colour stops mask the stroke to its box widened by a tenth",
    arguments: [
      // A diagonal line from (20, 40) to (180, 60): box 160 × 20, widened 16 and 2 each side.
      ("[[20, 40], [180, 60]]", (0.3, 0.8), [4.0, 38, 192, 24]),
      // Opacity stops at the colour stops fold into them: no mask, the unbounded rectangle.
      ("[[20, 40], [180, 60]]", (0.0, 1.0), [-500_000.0, -500_000, 1_000_000, 1_000_000]),
    ])
  func maskedBox(vertices: String, opacity: (Double, Double), box: [Double]) throws {
    let yaml = try LottieImporter.translate(
      text: Self.document(vertices: vertices, gradient: Self.gradient(opacity: opacity)), file: "g.json"
    ).yaml
    let found = try #require(Self.gradientBox(yaml), "\(yaml)")
    #expect(found.count == 4)
    for (a, b) in zip(found, box) { #expect(abs(a - b) < 1e-9, "\(found) against \(box)") }
  }

  @Test("a level straight line with masked gradient opacity draws nothing, as in lottie-web")
  func levelLineDrawsNothing() throws {
    let level = try LottieImporter.translate(
      text: Self.document(vertices: "[[20, 50], [180, 50]]", gradient: Self.gradient(opacity: (0.3, 0.8))),
      file: "g.json"
    ).yaml
    #expect(Self.gradientBox(level) == nil, "\(level)")
    let folded = try LottieImporter.translate(
      text: Self.document(vertices: "[[20, 50], [180, 50]]", gradient: Self.gradient(opacity: (0, 1))),
      file: "g.json"
    ).yaml
    #expect(Self.gradientBox(folded) != nil)
  }

  @Test(
    "lottie-web folds opacity stops only when they sit at the colour stops",
    arguments: [
      ("[0, 1, 0, 0, 1, 0, 0, 1]", false),
      ("[0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.2]", false),
      ("[0, 1, 0, 0, 1, 0, 0, 1, 0.005, 1, 0.995, 0.2]", false),
      ("[0, 1, 0, 0, 1, 0, 0, 1, 0.3, 1, 1, 0.2]", true),
      ("[0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0.6, 1, 0.2]", true),
    ])
  func folding(raw: String, masked: Bool) throws {
    let style = try #require(LottieJSON.parse(#"{"ty": "gs", "g": {"p": 2, "k": {"a": 0, "k": \#(raw)}}}"#))
    #expect(LottieTranslator.opacityIsMasked(style) == masked)
  }
}
