import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeLottie

/// After Effects' Stroke effect (`ef` type 22) as lottie-web's svg renderer draws it: the
/// mask paths stroked as round dabs, over, instead of, or revealing the layer.
@Suite("Lottie Stroke effect")
struct LottieStrokeEffectTests {
  static let ellipse =
    #"{"c": true, "v": [[50, 20], [80, 50], [50, 80], [20, 50]], "i": [[-16, 0], [0, -16], [16, 0], [0, 16]], "o": [[16, 0], [0, 16], [-16, 0], [0, -16]]}"#
  static let triangle =
    #"{"c": true, "v": [[50, 10], [90, 90], [10, 90]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}"#
  static let rect =
    #"{"ty": "gr", "it": [{"ty": "rc", "d": 1, "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [80, 60]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0.8, 0.2, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr"}]}"#

  static func mask(_ path: String, mode: String, name: String) -> String {
    #"{"mode": "\#(mode)", "inv": false, "pt": {"a": 0, "k": \#(path)}, "o": {"a": 0, "k": 100}, "x": {"a": 0, "k": 0}, "nm": "\#(name)"}"#
  }

  static func document(style: Int, masks: [String], content: Bool = true, start: Double = 0, allMasks: Int = 1)
    -> String
  {
    func p(_ ty: Int, _ name: String, _ v: String) -> String {
      #"{"ty": \#(ty), "nm": "\#(name)", "v": {"a": 0, "k": \#(v)}}"#
    }
    let params = [
      p(10, "Path", "2"), p(7, "All Masks", "\(allMasks)"), p(7, "Stroke Sequentially", "1"),
      p(2, "Color", "[0, 0.5, 1, 1]"), p(0, "Brush Size", "2"), p(0, "Brush Hardness", "0.75"), p(0, "Opacity", "0.5"),
      p(0, "Start", "\(start)"), p(0, "End", "100"), p(7, "Spacing", "25"), p(7, "Paint Style", "\(style)"),
    ]
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10,
       "st": 0, "ks": {}, "hasMask": true, "masksProperties": [\(masks.joined(separator: ", "))],
       "ef": [{"ty": 22, "nm": "Stroke", "en": 1, "ef": [\(params.joined(separator: ", "))]}],
       "shapes": [\(content ? rect : "")]}]}
      """
  }

  static func translate(_ text: String) throws -> String {
    let result = try LottieImporter.translate(text: text, file: "s.json")
    #expect(result.findings.isEmpty, "\(result.findings)")
    _ = try LottieImporterTests.compiled(text)
    return result.yaml
  }

  @Test("A layer with nothing but masks draws its masks as round dabs, twice the brush size wide")
  func masksOnly() throws {
    let yaml = try Self.translate(
      Self.document(
        style: 1,
        masks: [Self.mask(Self.ellipse, mode: "f", name: "E"), Self.mask(Self.triangle, mode: "s", name: "T")],
        content: false))
    // Both masks stroked: width 2 × 2, dashes 1 px with gaps of 2 × 2 × 25 % = 1 px, shifted by 1.
    #expect(yaml.components(separatedBy: "width: 4").count - 1 == 2, "\(yaml)")
    #expect(yaml.contains("cap: \"round\""))
    #expect(yaml.contains("dash: [1, 1]") && yaml.contains("dashOffset: 1"))
    // The opacity is the strokes' group's, the colour opaque.
    #expect(yaml.contains("opacity: 0.5") && yaml.contains("rgb(0 127.5 255 / 1)"))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let style: Int
    let modes: [String]
    /// Whether the layer keeps a mask.
    let masked: Bool
    /// Whether the rectangle's fill is drawn.
    let content: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "on the original image, a subtract mask stops clipping", style: 1, modes: ["a", "s"], masked: false,
      content: true),
    Case(
      name: "on the original image, add-only masks (a clip path) still clip", style: 1, modes: ["a"], masked: true,
      content: true),
    Case(
      name: "on transparent, the layer's own content is gone", style: 2, modes: ["a", "s"], masked: false,
      content: false),
    Case(
      name: "revealing the original image keeps the masks", style: 3, modes: ["a", "s"], masked: true, content: true),
  ]

  @Test("Paint styles draw the strokes over, instead of or revealing the layer", arguments: cases)
  func paintStyles(_ c: Case) throws {
    let masks = zip(c.modes, [Self.ellipse, Self.triangle]).map { Self.mask($0.1, mode: $0.0, name: "M\($0.0)") }
    let yaml = try Self.translate(Self.document(style: c.style, masks: masks))
    // The layer's masks make one alpha mask; revealing adds another, of the strokes.
    let alphaMasks = yaml.components(separatedBy: "mode: \"alpha\"").count - 1
    #expect(alphaMasks == (c.masked ? 1 : 0) + (c.style == 3 ? 1 : 0), "\(yaml)")
    #expect(yaml.contains("rgb(255 204 51 / 1)") == c.content, "\(yaml)")
    #expect(yaml.contains("dash: [1, 1]"))
  }

  @Test("Without All Masks only the chosen mask is stroked, and a start trims the strokes")
  func oneMaskTrimmed() throws {
    let masks = [Self.mask(Self.ellipse, mode: "a", name: "E"), Self.mask(Self.triangle, mode: "a", name: "T")]
    let yaml = try Self.translate(Self.document(style: 2, masks: masks, start: 30, allMasks: 0))
    #expect(yaml.components(separatedBy: "width: 4").count - 1 == 1, "\(yaml)")
    // Mask 2 (the triangle) is the one: its first vertex, and trimmed from 30 %.
    #expect(yaml.contains("M50 10"))
    #expect(yaml.contains("trimStart: 0.3"))
  }

  @Test("Hostile brush sizes, spacing, start, end and paint style load within the scene's ranges")
  func hostile() throws {
    // The fuzz seed: brush size and spacing 1e300, start −5, end 1e9, paint style 7.
    let text = try String(
      contentsOfFile: Fixtures.path("fuzz/seeds/lottie/stroke-effect-hostile.json"), encoding: .utf8)
    let yaml = try LottieImporter.translate(text: text, file: "h.json").yaml
    #expect(yaml.contains("width: 10000"), "\(yaml)")
    _ = try LottieImporterTests.compiled(text)
  }
}
