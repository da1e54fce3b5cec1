import ChainframeCore
import Testing

/// Text animators on font text (no `chars`): the scene text layer's own `animators`, no
/// longer reported as unsupported.
@Suite("Lottie text animators on font text")
struct LottieFontTextAnimatorTests {
  static func document(_ animators: String, text: String = "Hello") -> String {
    """
    {"v": "5.5.7", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 100, "nm": "t",
     "fonts": {"list": [{"fName": "D", "fFamily": "DejaVu Sans", "fStyle": "Book", "ascent": 75}]},
     "layers": [{"ty": 5, "ind": 1, "nm": "T", "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [20, 50, 0]}},
       "t": {"d": {"k": [{"s": {"s": 30, "f": "D", "t": "\(text)", "j": 0, "tr": 0, "lh": 36, "fc": [1, 1, 1]}, "t": 0}]},
             "p": {}, "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "a": \(animators)}}]}
    """
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let animators: String
    /// Fragments the scene must contain.
    let contains: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an index range with animated end and opacity becomes a keyframed scene range",
      animators: """
        [{"s": {"t": 0, "r": 2, "b": 1, "sh": 1, "s": {"a": 0, "k": 1},
                "e": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 9, "s": [5]}]}},
          "a": {"o": {"a": 0, "k": 0}}}]
        """,
      contains: ["animators:", "units: \"index\"", "start: 1", "{time: 0, value: 0}", "opacity: 0"]),
    Case(
      name: "a ramp with position, scale, rotation, fill and tracking maps every property",
      animators: """
        [{"s": {"t": 0, "sh": 2, "rn": 0, "e": {"a": 0, "k": 50}, "xe": {"a": 0, "k": 20}},
          "a": {"p": {"a": 0, "k": [0, 10, 0]}, "s": {"a": 0, "k": [200, 50, 100]}, "r": {"a": 0, "k": 30},
                "fc": {"a": 0, "k": [1, 0, 0, 1]}, "t": {"a": 0, "k": 5}}}]
        """,
      contains: [
        "shape: \"rampUp\"", "end: 50", "easeHigh: 20", "position: [0, 10]", "scale: [2, 0.5]", "rotation: 30",
        "tracking: 5", "fill: \"rgb(255 0 0 / 1)\"",
      ]),
  ]

  @Test("Animators over too many character-frames are reported and the text drawn still")
  func tooLarge() throws {
    let animated = """
      [{"s": {"t": 0, "e": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 9, "s": [100]}]}},
        "a": {"o": {"a": 0, "k": 0}}}]
      """
    let imported = try LottieImporter.translate(
      text: Self.document(animated, text: String(repeating: "x", count: 3_000)), file: "t.json")
    #expect(imported.findings.contains { $0.feature.contains("character-frames") }, "\(imported.findings)")
    #expect(!imported.yaml.contains("animators:"))
    _ = try SceneLoader.load(text: imported.yaml, file: "t.yaml")
  }

  @Test("Font-text animators map to the text layer's animators, not reported", arguments: cases)
  func maps(_ c: Case) throws {
    let imported = try LottieImporter.translate(text: Self.document(c.animators), file: "t.json")
    for fragment in c.contains { #expect(imported.yaml.contains(fragment), "\(fragment) in:\n\(imported.yaml)") }
    #expect(!imported.findings.contains { $0.feature.contains("text animators") }, "\(imported.findings)")
    // The scene loads: the renderer gets one piece per character.
    let scene = try SceneLoader.load(text: imported.yaml, file: "t.yaml")
    func texts(_ layers: [Layer]) -> [Layer] { layers.flatMap { $0.text != nil ? [$0] : texts($0.children) } }
    #expect(texts(scene.layers).first?.children.count == 5)
  }
}
