import ChainframeCore
import Foundation
import Testing

/// Lottie budgets measured before translation: numbers in the file, precomposition instances,
/// path vertices and morph vertices × frames. Over budget is refused or reported, never slow.
@Suite("Lottie budgets")
struct LottieBudgetTests {
  static func document(layers: String, assets: String = "[]", op: Int = 30) -> String {
    #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": \#(op), "w": 100, "h": 100, "assets": \#(assets), "layers": \#(layers)}"#
  }

  static func path(vertices n: Int, radius: Double) -> String {
    let v = (0..<n).map { i -> String in
      let a = 2 * Double.pi * Double(i) / Double(n)
      return "[\(50 + radius * cos(a)), \(50 + radius * sin(a))]"
    }
    let zeros = Array(repeating: "[0, 0]", count: n).joined(separator: ",")
    return #"{"c": true, "v": [\#(v.joined(separator: ","))], "i": [\#(zeros)], "o": [\#(zeros)]}"#
  }

  static func shapeLayer(_ ks: String, op: Int = 30) -> String {
    #"[{"ty": 4, "ind": 1, "ip": 0, "op": \#(op), "st": 0, "ks": {}, "shapes": [{"ty": "sh", "ks": \#(ks)}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]"#
  }

  @Test("A file with more numbers than the budget is refused before it is parsed")
  func numbers() {
    let ks = #"{"a": 0, "k": \#(Self.path(vertices: 70_000, radius: 40))}"#
    #expect(throws: SceneFileError.self) {
      try LottieImporter.translate(text: Self.document(layers: Self.shapeLayer(ks)), file: "n.json")
    }
  }

  @Test("Precompositions that place each other six times, eight deep, are refused")
  func fanOut() {
    var assets: [String] = []
    for d in 0..<8 {
      let child =
        d < 7
        ? #"{"ty": 0, "refId": "c\#(d + 1)", "ip": 0, "op": 30, "st": 0, "w": 100, "h": 100, "ks": {}}"#
        : ##"{"ty": 1, "sc": "#ff0000", "sw": 10, "sh": 10, "ip": 0, "op": 30, "st": 0, "ks": {}}"##
      assets.append(#"{"id": "c\#(d)", "layers": [\#(Array(repeating: child, count: 6).joined(separator: ","))]}"#)
    }
    let top = #"[{"ty": 0, "refId": "c0", "ip": 0, "op": 30, "st": 0, "w": 100, "h": 100, "ks": {}}]"#
    #expect(throws: SceneFileError.self) {
      try LottieImporter.translate(
        text: Self.document(layers: top, assets: "[" + assets.joined(separator: ",") + "]"), file: "f.json")
    }
  }

  @Test(
    "A path over the vertex budget and a morph over the vertex-frame budget are reported, not drawn",
    arguments: [
      (#"{"a": 0, "k": \#(path(vertices: 20_001, radius: 40))}"#, "vertices (more than 20000)"),
      (
        #"{"a": 1, "k": [{"t": 0, "s": [\#(path(vertices: 2_000, radius: 10))], "i": {"x": [0.5], "y": [0.5]}, "o": {"x": [0.5], "y": [0.5]}}, {"t": 29, "s": [\#(path(vertices: 2_000, radius: 40))]}]}"#,
        "vertices × frames"
      ),
    ])
  func vertices(_ ks: String, _ feature: String) throws {
    let imported = try LottieImporter.translate(
      text: Self.document(layers: Self.shapeLayer(ks, op: 300), op: 300), file: "v.json")
    #expect(imported.findings.contains { $0.feature.contains(feature) }, "\(imported.findings)")
  }

  @Test("A morph is costed only over the frames its layer shows in, so a short layer of a long file is drawn")
  func morphOnVisibleFrames() throws {
    let ks =
      #"{"a": 1, "k": [{"t": 0, "s": [\#(Self.path(vertices: 2_000, radius: 10))], "i": {"x": [0.5], "y": [0.5]}, "#
      + #""o": {"x": [0.5], "y": [0.5]}}, {"t": 29, "s": [\#(Self.path(vertices: 2_000, radius: 40))]}]}"#
    // 2,000 vertices × 300 frames is over the budget; × the layer's 30 frames is not.
    let imported = try LottieImporter.translate(
      text: Self.document(layers: Self.shapeLayer(ks, op: 30), op: 300), file: "v.json")
    #expect(!imported.findings.contains { $0.feature.contains("vertices × frames") }, "\(imported.findings)")
  }

  @Test("Expressions are reported with their JSON path and text, not reported as nothing")
  func expressions() throws {
    let layer =
      #"[{"ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"r": {"a": 0, "k": 0, "x": "loopOut('cycle')"}}, "#
      + #""shapes": []}]"#
    let imported = try LottieImporter.translate(text: Self.document(layers: layer), file: "x.json")
    let finding = try #require(imported.findings.first { $0.feature.hasPrefix("expression") })
    #expect(finding.path == "layers[0].ks.r")
    #expect(finding.feature.contains("loopOut('cycle')"))
  }
}

/// Out-points far beyond a scene's 24 hours, and the file-wide budget of per-frame work.
@Suite("Lottie length budgets")
struct LottieLengthBudgetTests {
  static func textFile(fr: Int, op: String) -> String {
    let doc = #"{"s": 20, "f": "Sans", "t": "TEXT", "j": 0, "tr": 0, "lh": 24, "fc": [1, 0, 0]}"#
    let keys =
      #"[{"s": \#(doc.replacingOccurrences(of: "TEXT", with: "One")), "t": 0}, "#
      + #"{"s": \#(doc.replacingOccurrences(of: "TEXT", with: "Two")), "t": 5}]"#
    let layer =
      #"{"ty": 5, "ind": 1, "ip": 0, "op": \#(op), "st": 0, "ks": {}, "t": {"d": {"k": \#(keys)}, "a": []}}"#
    return #"{"v": "5.7.0", "fr": \#(fr), "ip": 0, "op": \#(op), "w": 100, "h": 100, "layers": [\#(layer)]}"#
  }

  @Test(
    "An out-point beyond 24 hours is cut to 24 hours, reported, and the scene loads",
    arguments: [(10, "1e66"), (30, "7777777777777777777777777777777777777777777777777777777777777777710")])
  func longFile(_ fr: Int, _ op: String) throws {
    let text = Self.textFile(fr: fr, op: op)
    let imported = try LottieImporter.translate(text: text, file: "long.json", fontIsInstalled: { _ in true })
    #expect(imported.findings.contains { $0.path == "op" && $0.effect == "cut at 24 hours" }, "\(imported.findings)")
    var options = SceneLoadOptions()
    options.inputFormat = .lottie
    options.fontIsInstalled = { _ in true }
    let scene = try SceneLoader.load(text: text, file: "long.json", options: options)
    #expect(scene.canvas.duration == SceneLimits.maxDuration)
  }

  @Test("Per-frame work beyond the file's budget is reported and held at its first value, not done")
  func sweepBudget() throws {
    // 24 hours at 60 fps is 5,184,000 frames: one sweep over them is over the 4,000,000 budget.
    let text = Self.textFile(fr: 60, op: "\(60 * 86_400)")
    let imported = try LottieImporter.translate(text: text, file: "sweep.json", fontIsInstalled: { _ in true })
    let finding = try #require(imported.findings.first { $0.feature.hasPrefix("text keyframes beyond") })
    #expect(finding.path == "layers[0].t.d")
    #expect(finding.effect.hasPrefix("its first text shown"))
  }
}
