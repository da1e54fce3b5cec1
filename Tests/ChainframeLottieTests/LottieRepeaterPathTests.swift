import Foundation
import Testing

@testable import ChainframeLottie

/// A style below a repeater paints all copies as one path, as lottie-web draws it: overlapping
/// copies of a 50 % fill are filled once (`Repeater.json` frames 23–71: 28–38 → 43 dB).
@Suite("Lottie repeaters painted as one path")
struct LottieRepeaterPathTests {
  static func document(items: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [100, 100]}},
       "shapes": [\(items)]}]}
    """
  }
  static let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}"#
  static let repeater =
    #"{"ty": "rp", "c": {"a": 0, "k": 3}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"p": {"a": 0, "k": [20, 0]}}}"#
  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 50}, "r": 1}"#

  @Test("copies painted by a style below the repeater are one outline with a subpath per copy")
  func onePath() throws {
    let result = try LottieImporter.translate(
      text: Self.document(items: [Self.rect, Self.repeater, Self.fill].joined(separator: ", ")), file: "rp.json")
    let paths = result.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("d: ") }
    #expect(paths.count == 1, "\(result.yaml)")
    #expect(paths.first.map { $0.components(separatedBy: "M").count - 1 } == 3)
    // The third copy is moved by 2 × 20 px: its corners reach x = 60.
    #expect(paths.first?.contains("60") == true)
  }

  @Test("a style copied with the items keeps one group per copy")
  func stylesInsideStayGroups() throws {
    let result = try LottieImporter.translate(
      text: Self.document(items: [Self.rect, Self.fill, Self.repeater].joined(separator: ", ")), file: "rp.json")
    // One path layer per copy, inside the copies' groups.
    #expect(result.yaml.components(separatedBy: #"type: "path""#).count - 1 == 3, "\(result.yaml)")
  }

  @Test("copies with an animated count over a clip too long to bake are held at the first count and reported")
  func longClipHoldsTheCount() throws {
    let c =
      #"{"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20000, "s": [50]}]}"#
    let repeater = Self.repeater.replacingOccurrences(of: #""c": {"a": 0, "k": 3}"#, with: #""c": \#(c)"#)
    #expect(repeater.contains("20000"))
    // A style inside the copies: one group per copy, whose per-frame values cannot be baked.
    let text = Self.document(items: [Self.rect, Self.fill, repeater].joined(separator: ", "))
      .replacingOccurrences(of: #""op": 10"#, with: #""op": 20000"#)
    let result = try LottieImporter.translate(text: text, file: "rp.json")
    #expect(result.findings.contains { $0.path == "layers[0].shapes[2]" }, "\(result.header)")
    // Only the first count's copy is made.
    #expect(result.yaml.components(separatedBy: #"type: "path""#).count - 1 == 1, "\(result.yaml)")
  }
}
