import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// Text layers (`ty` 5): glyph outlines from `chars`, fonts from `fonts.list`, justification,
/// hold-keyed documents and budgets on hostile text.
@Suite("Lottie text layers")
struct LottieTextTests {
  /// A one-layer file with glyphs for `I` (10 × 70 units, advance 20) and the documents `keys`.
  static func glyphDocument(keys: String, animators: String = "[]", op: Int = 10, copies: Int = 1) -> String {
    let layer = """
      {"ty": 5, "ind": 1, "nm": "T", "ip": 0, "op": \(op), "st": 0,
       "ks": {"p": {"a": 0, "k": [50, 50, 0]}},
       "t": {"d": {"k": \(keys)}, "p": {}, "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "a": \(animators)}}
      """
    return """
      {"v": "5.5.7", "fr": 10, "ip": 0, "op": \(op), "w": 100, "h": 100, "nm": "t",
       "fonts": {"list": [{"fName": "B", "fFamily": "Blocky", "fStyle": "Regular", "ascent": 70}]},
       "chars": [{"ch": "I", "size": 50, "style": "Regular", "w": 20, "fFamily": "Blocky", "data": {"shapes": [
         {"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0], [0, 0], [0, 0]],
          "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "v": [[0, -70], [10, -70], [10, 0], [0, 0]], "c": true}}}]}]}}],
       "layers": [\(Array(repeating: layer, count: copies).joined(separator: ", "))]}
      """
  }

  static func key(_ text: String, t: Double = 0, extra: String = "") -> String {
    #"{"s": {"s": 50, "f": "B", "t": "\#(text)", "j": 0, "tr": 0, "lh": 60, "fc": [1, 0, 0]\#(extra)}, "t": \#(t)}"#
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    /// Fragments the scene text must contain.
    let contains: [String]
    /// Fragments it must not contain.
    var excludes: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "the glyph fixture: two lines, tracking, centred, the second line one pixel lower (lottie-web)",
      text: fixture("text-glyphs.json"),
      contains: ["d: \"M-15 -35 ", " M0 -35 ", " M-5 26 ", "fill: \"rgb(51 102 204 / 1)\""],
      excludes: ["type: \"text\""]),
    Case(
      name: "left justification starts the line at the anchor", text: glyphDocument(keys: "[\(key("I"))]"),
      contains: ["d: \"M0 -35 "]),
    Case(
      name: "right justification ends the line at the anchor",
      text: glyphDocument(keys: "[\(key("I", extra: #", "j": 1"#))]"), contains: ["d: \"M-10 -35 "]),
    Case(
      name: "center justification centres the line on the anchor",
      text: glyphDocument(keys: "[\(key("I", extra: #", "j": 2"#))]"), contains: ["d: \"M-5 -35 "]),
    Case(
      name: "the paragraph justifications 3 to 6 start the line at the anchor, as lottie-web draws them",
      text: glyphDocument(keys: "[\(key("I", extra: #", "j": 4"#))]"), contains: ["d: \"M0 -35 "]),
    Case(
      name: "a document keyed a millionth of a frame after a frame is not shown at that frame (lottie-web)",
      text: glyphDocument(keys: "[\(key("I")), \(key("II", t: 5.000001))]"),
      contains: ["visible: [0, 0.599999999", "visible: [0.599999999"]),
    Case(
      name: "a baseline shift moves the text up",
      text: glyphDocument(keys: "[\(key("I", extra: #", "ls": 5"#))]"), contains: ["d: \"M0 -40 "]),
    Case(
      name: "box text starts at the box's top plus the ascent",
      text: glyphDocument(keys: "[\(key("I", extra: #", "sz": [100, 50], "ps": [-20, -30]"#))]"),
      contains: ["d: \"M-20 -30 "]),
    Case(
      name: "hold-keyed documents are each shown for their own frames",
      text: glyphDocument(keys: "[\(key("I")), \(key("II", t: 5))]"),
      contains: ["visible: [0, 0.499999999]", "visible: [0.499999999, 0.999999999]", " M10 -35 "]),
    Case(
      name: "the font file: family, weight, alignment, tracking, line height, box width, later lines a pixel lower",
      text: fixture("text-font.json"),
      contains: [
        "font: {family: \"DejaVu Sans\", size: 32, weight: 700}", "align: \"right\"", "letterSpacing: 1.6",
        // Line height 40 px: lottie-web draws the second line 41 px below the first.
        "lineHeight: 1.25", "text: \"Two\"", "text: \"lines\"", "position: [0, 41]", "width: 200",
        "position: [0, -25.2]",
      ]),
  ]

  static func fixture(_ name: String) -> String {
    (try? String(contentsOfFile: Fixtures.path("Lottie/\(name)"), encoding: .utf8)) ?? ""
  }

  @Test("Text documents translate as lottie-web lays them out", arguments: cases)
  func translation(_ c: Case) throws {
    let imported = try LottieImporter.translate(text: c.text, file: "t.json")
    for fragment in c.contains {
      #expect(imported.yaml.contains(fragment), "\(fragment) in:\n\(imported.yaml)")
    }
    for fragment in c.excludes {
      #expect(!imported.yaml.contains(fragment), "\(fragment) not in:\n\(imported.yaml)")
    }
    // The scene parser accepts the translation.
    _ = try SceneLoader.load(text: c.text, file: "t.json")
  }

  @Test("A stroke under the fill (of false) comes first; over it, last")
  func strokeOrder() throws {
    for (over, strokeFirst) in [(true, false), (false, true)] {
      let text = Self.glyphDocument(keys: "[\(Self.key("I", extra: #", "sc": [0, 0, 1], "sw": 3, "of": \#(over)"#))]")
      let yaml = try LottieImporter.translate(text: text, file: "t.json").yaml
      let stroke = try #require(yaml.range(of: "stroke: {color"))
      let fill = try #require(yaml.range(of: "fill: \"rgb(255 0 0 / 1)\""))
      #expect((stroke.lowerBound < fill.lowerBound) == strokeFirst, "of \(over):\n\(yaml)")
    }
  }

  @Test(
    "Font text strokes over its fill whatever of says, as lottie-web's svg renderer paints it",
    arguments: [true, false])
  func fontStrokeOverFill(over: Bool) throws {
    // Without `chars`: the text is drawn in an installed font.
    let text = Self.glyphDocument(keys: "[\(Self.key("I", extra: #", "sc": [0, 0, 1], "sw": 3, "of": \#(over)"#))]")
      .replacingOccurrences(of: "\"chars\"", with: "\"unused\"")
    let yaml = try LottieImporter.translate(text: text, file: "t.json").yaml
    #expect(yaml.contains("type: \"text\""), "\(yaml)")
    let stroke = try #require(yaml.range(of: "stroke: {color"))
    let fill = try #require(yaml.range(of: "fill: \"rgb(255 0 0 / 1)\""))
    #expect(fill.lowerBound < stroke.lowerBound, "of \(over):\n\(yaml)")
  }

  struct FontCase: Sendable, CustomTestStringConvertible {
    let installed: [String]
    let family: String
    let warned: Bool
    var testDescription: String { "installed \(installed): drawn in \(family)" }
  }

  @Test(
    "A font family that is not installed falls back to DejaVu Sans, reported",
    arguments: [
      FontCase(installed: ["DejaVu Sans"], family: "No Such Font Family", warned: true),
      FontCase(installed: ["DejaVu Sans", "No Such Font Family"], family: "No Such Font Family", warned: false),
    ])
  func fontLookup(_ c: FontCase) throws {
    let imported = try LottieImporter.translate(
      text: Self.fixture("text-font.json"), file: "t.json", fontIsInstalled: { c.installed.contains($0) })
    let warning = imported.findings.first { $0.feature.contains("is not installed") }
    #expect((warning != nil) == c.warned)
    #expect(warning?.path == (c.warned ? "layers[1].t.d.k[0].s.f" : nil))
    #expect(imported.yaml.contains("family: \"No Such Font Family\"") == !c.warned)
  }

  @Test("A font missing from fonts.list and characters without glyphs are reported")
  func missingGlyphs() throws {
    let text = Self.glyphDocument(keys: #"[{"s": {"s": 50, "f": "B", "t": "IXI", "fc": [1, 0, 0]}, "t": 0}]"#)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.map(\.feature) == ["no glyph in chars for X"])
    // The missing glyph takes no room: the second I follows the first.
    #expect(imported.yaml.contains(" M10 -35 "))
    let unknown = Self.glyphDocument(keys: #"[{"s": {"s": 50, "f": "Nope", "t": "I"}, "t": 0}]"#)
    let findings = try LottieImporter.translate(text: unknown, file: "t.json").findings.map(\.feature)
    #expect(findings.contains("font \"Nope\" not in fonts.list"))
  }

  struct AnimatorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let animators: String
    let reported: Bool
    let contains: [String]
    var testDescription: String { name }
  }

  @Test(
    "Text animators move, turn, fade and colour characters one by one",
    arguments: [
      AnimatorCase(
        name: "opacity and position over the whole range",
        animators: #"[{"s": {"t": 0, "a": {"a": 0, "k": 100}, "b": 1, "rn": 0, "sh": 1, "r": 1}, "#
          + #""a": {"o": {"a": 0, "k": 40}, "p": {"a": 0, "k": [5, -3]}}}]"#,
        reported: false, contains: ["opacity: 0.4", "position: [5, -3]", "d: \"M0 -35 "]),
      AnimatorCase(
        name: "stroke width is added to the document's",
        animators: #"[{"s": {"t": 0}, "a": {"sw": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "#
          + #""i": {"x": [1], "y": [1]}}, {"t": 5, "s": [4]}]}}}]"#,
        reported: false, contains: ["width: 3", "property: \"strokeWidth\"", "{time: 0.5, value: 7}"]),
      AnimatorCase(
        name: "half a character selected is half faded, twice (lottie-web's opacity blend)",
        animators: #"[{"s": {"t": 0, "e": {"a": 0, "k": 50}}, "a": {"o": {"a": 0, "k": 0}}}]"#,
        reported: false, contains: ["opacity: 0.5", "d: \"M0 -35 "]),
      AnimatorCase(
        name: "a rotation turns the character about its middle",
        animators: #"[{"s": {"t": 0}, "a": {"r": {"a": 0, "k": 90}}}]"#, reported: false,
        contains: ["rotation: 90", "position: [5, -5]"]),
      AnimatorCase(
        name: "a fill colour replaces the document's",
        animators: #"[{"s": {"t": 0}, "a": {"fc": {"a": 0, "k": [0, 0, 1, 1]}}}]"#, reported: false,
        contains: ["fill: \"rgb(0 0 255 / 1)\""]),
      AnimatorCase(
        name: "an animated offset bakes the opacity per frame",
        animators: #"[{"s": {"t": 0, "o": {"a": 1, "k": [{"t": 0, "s": [-100], "o": {"x": [0], "y": [0]}, "#
          + #""i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}}, "a": {"o": {"a": 0, "k": 0}}}]"#,
        reported: false, contains: ["property: \"opacity\"", "{time: 0.5, value: 0}"]),
      AnimatorCase(
        name: "a 3D rotation is reported and ignored",
        animators: #"[{"s": {"t": 0}, "a": {"rx": {"a": 0, "k": 30}, "o": {"a": 0, "k": 50}}}]"#, reported: true,
        contains: ["opacity: 0.5"]),
    ])
  func animators(_ c: AnimatorCase) throws {
    let text = Self.glyphDocument(
      keys: "[\(Self.key("I", extra: #", "sc": [0, 0, 1], "sw": 3"#))]", animators: c.animators)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.map(\.path) == (c.reported ? ["layers[0].t.a[0].a.rx"] : []))
    for fragment in c.contains {
      #expect(imported.yaml.contains(fragment), "\(fragment) in:\n\(imported.yaml)")
    }
    _ = try SceneLoader.load(text: text, file: "t.json")
  }

  @Test("A range over the first of two characters fades only that one, the second placed after it")
  func partialRange() throws {
    let animators = #"[{"s": {"t": 0, "e": {"a": 0, "k": 50}, "r": 1, "b": 1}, "a": {"o": {"a": 0, "k": 0}}}]"#
    let text = Self.glyphDocument(keys: "[\(Self.key("II"))]", animators: animators)
    let yaml = try LottieImporter.translate(text: text, file: "t.json").yaml
    let groups = yaml.components(separatedBy: "type: \"group\"").dropFirst().filter { $0.contains("M0 -35") }
    #expect(groups.count == 2, "\(yaml)")
    #expect(groups.first?.contains("opacity: 0,") == true || groups.first?.contains("opacity: 0\n") == true)
    #expect(groups.last?.contains("position: [10, 0]") == true)
    #expect(groups.last?.contains("opacity") == false)
    _ = try SceneLoader.load(text: text, file: "t.json")
  }

  struct BudgetCase: Sendable, CustomTestStringConvertible {
    let name: String
    let keys: String
    let finding: String
    var op = 10
    var copies = 1
    /// Whether to load the translated scene too (slow in debug builds for the biggest cases).
    var loads = false
    var testDescription: String { name }
  }

  @Test(
    "Hostile text stays within budgets",
    arguments: [
      BudgetCase(
        name: "a 50,000-character text is cut at 10,000",
        keys: "[\(key(String(repeating: "I", count: 50_000)))]", finding: "text longer than 10000 characters",
        loads: true),
      BudgetCase(
        name: "5,000 document keyframes keep the first 1,000",
        keys: "[" + (0..<5_000).map { key($0 % 2 == 0 ? "I" : "II", t: Double($0) / 1000) }.joined(separator: ", ")
          + "]", finding: "more than 1000 text keyframes"),
      BudgetCase(
        name: "twenty long texts stop at 300,000 glyph points in all",
        keys: "[\(key(String(repeating: "I", count: 10_000)))]",
        finding: "text layers with more than 300000 glyph points in all", copies: 20),
      BudgetCase(
        name: "two long documents alternating every frame stop at 16 MB of text",
        keys: "["
          + (0..<400).map { key(String(repeating: $0 % 2 == 0 ? "I" : "II", count: 2_500), t: Double($0)) }
          .joined(separator: ", ") + "]", finding: "text layers larger than 16 MB in all", op: 400),
    ])
  func budgets(_ c: BudgetCase) throws {
    let text = Self.glyphDocument(keys: c.keys, op: c.op, copies: c.copies)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.contains { $0.feature == c.finding }, "\(imported.findings)")
    #expect(imported.yaml.utf8.count < 20_000_000)
    // Long texts are split into paths under the scene's 1 MB path data limit.
    if c.loads { _ = try SceneLoader.load(text: text, file: "t.json") }
  }

  @Test(
    "Glyph text of a file older than Bodymovin 4.7.99 is not drawn, as lottie-web draws none",
    arguments: [("4.5.7", false), ("4.7.98", false), ("4.7.99", true), ("5.5.7", true)])
  func oldExporterGlyphs(version: String, drawn: Bool) throws {
    let text = Self.glyphDocument(keys: "[\(Self.key("I"))]").replacingOccurrences(
      of: #""v": "5.5.7""#, with: #""v": "\#(version)""#)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.yaml.contains("d: \"M0 -35 ") == drawn, "\(imported.yaml)")
    #expect(imported.findings.contains { $0.feature.contains("older than Bodymovin 4.7.99") } == !drawn)
  }
}
