import ChainframeCore
import Foundation
import Testing

/// Lottie documents become scenes: detection, timing, easing, holds, findings, hostile input.
@Suite("Lottie importer")
struct LottieImporterTests {
  /// A 100×100, 10 fps, 20-frame document: one shape layer, a rect whose layer moves from
  /// x 10 to 90 over frames 0…10 with ease (0.42, 0, 0.58, 1), then holds at a hold key.
  static func document(extraLayerKeys: String = "", shapes: String? = nil) -> String {
    let items =
      shapes
        ?? """
        [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]
        """
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "nm": "t", "assets": [],
       "layers": [{"ty": 4, "ind": 1, "nm": "box", "ip": 0, "op": 20, "st": 0, \(extraLayerKeys)
         "ks": {"p": {"a": 1, "k": [
             {"t": 0, "s": [10, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}},
             {"t": 10, "s": [90, 50], "h": 1},
             {"t": 15, "s": [20, 50]}]},
           "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": \(items)}]}
      """
  }

  static func compiled(_ text: String) throws -> CompiledScene {
    let scene = try SceneLoader.load(text: text, file: NSTemporaryDirectory() + "t.json")
    return SceneCompiler.compile(scene)
  }

  @Test("Lottie documents are told from scene files by content")
  func detection() {
    #expect(LottieImporter.isLottie(Self.document()))
    #expect(!LottieImporter.isLottie("canvas: {width: 10, height: 10, fps: 10, duration: 1}\nlayers: []\n"))
    #expect(!LottieImporter.isLottie(#"{"canvas": {"width": 10}, "layers": []}"#))
  }

  @Test("The canvas is the file's size, rate and range, with a transparent background")
  func canvas() throws {
    let c = try Self.compiled(Self.document())
    #expect(c.canvas.width == 100 && c.canvas.height == 100)
    #expect(c.canvas.clock.frameCount == 20)
    #expect(c.canvas.background.alpha == 0)
  }

  @Test(
    "A fractional canvas size is cut to whole pixels, as lottie-web's raster is",
    arguments: [(100.0, 58.84, 100, 58), (99.5, 40.2, 99, 40), (1.7, 1.0, 1, 1)])
  func fractionalCanvas(_ w: Double, _ h: Double, _ width: Int, _ height: Int) throws {
    let text = Self.document().replacingOccurrences(of: #""w": 100, "h": 100"#, with: #""w": \#(w), "h": \#(h)"#)
    #expect(text.contains("\(h)"))
    let c = try Self.compiled(text)
    #expect(c.canvas.width == width && c.canvas.height == height)
  }

  @Test("Keyframes keep their cubic-bezier easing and hold keys jump on their frame")
  func easingAndHold() throws {
    let c = try Self.compiled(Self.document())
    let box = try #require(c.layers.firstIndex { $0.id == "box" })
    let x = { (n: Int) in c.frameState(n).layers[box].position.x }
    #expect(abs(x(0) - 10) < 1e-9)
    // ease-in-out (0.42, 0, 0.58, 1) is symmetric: half way at the middle frame.
    #expect(abs(x(5) - 50) < 1e-6)
    let eased = TimingFunction.cubicBezier(0.42, 0, 0.58, 1).value(at: 0.3)
    #expect(abs(x(3) - (10 + 80 * eased)) < 1e-6)
    #expect(abs(x(10) - 90) < 1e-9)
    #expect(abs(x(14) - 90) < 1e-9)
    #expect(abs(x(15) - 20) < 1e-9)
  }

  @Test("Out-points are exclusive and in-points inclusive, in output frames from ip")
  func inOut() throws {
    let c = try Self.compiled(
      Self.document(extraLayerKeys: "").replacingOccurrences(
        of: #""ip": 0, "op": 20, "st""#, with: #""ip": 5, "op": 8, "st""#))
    let drawn = (0..<20).filter { !DisplayListBuilder.build(c, frame: $0).commands.isEmpty }
    #expect(drawn == [5, 6, 7])
  }

  @Test("Unsupported features are reported with their JSON path, and --strict refuses them")
  func findings() throws {
    let text = Self.document(extraLayerKeys: #""ef": [{"ty": 20, "nm": "Tint"}],"#)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.map(\.path) == ["layers[0].ef[0]"])
    #expect(imported.yaml.contains("# unsupported: layers[0].ef[0]"))
    var options = SceneLoadOptions()
    options.strictImport = true
    #expect(throws: SceneFileError.self) { try SceneLoader.load(text: text, file: "t.json", options: options) }
  }

  @Test("A precomposition used many times reports each feature once and numbers its layers' ids in order")
  func repeatedPrecomposition() throws {
    let shape = #"""
      {"ty": 4, "ind": 1, "nm": "Path 1", "ip": 0, "op": 20, "st": 0, "ef": [{"ty": 5, "nm": "Puppet"}],
       "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}
      """#
    let uses = (1...40).map {
      #"{"ty": 0, "ind": \#($0), "nm": "use", "refId": "c", "w": 100, "h": 100, "ip": 0, "op": 20, "st": 0, "ks": {}}"#
    }
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "nm": "t",
       "assets": [{"id": "c", "layers": [\(shape)]}], "layers": [\(uses.joined(separator: ","))]}
      """
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.map(\.path) == ["assets[0].layers[0].ef[0]"])
    let ids = imported.yaml.split(separator: "\n").compactMap { line -> String? in
      guard let r = line.range(of: "id: \"Path 1") else { return nil }
      return String(line[r.lowerBound...].dropFirst(5).prefix { $0 != "\"" })
    }
    #expect(ids == ["Path 1"] + (2...40).map { "Path 1 \($0)" })
  }

  @Test("Hostile documents fail cleanly: deep nesting, bad rates, self-referencing precomps")
  func hostile() throws {
    let deep =
      #"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [], "x": "# + String(repeating: "[", count: 5000)
      + String(repeating: "]", count: 5000) + "}"
    #expect(throws: SceneFileError.self) { try LottieImporter.translate(text: deep, file: "d.json") }
    let rate = #"{"fr": 1e9, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#
    #expect(throws: SceneFileError.self) { try LottieImporter.translate(text: rate, file: "r.json") }
    // A precomposition that contains itself stops at the nesting limit and says so.
    let loop = """
      {"fr": 10, "ip": 0, "op": 5, "w": 10, "h": 10,
       "assets": [{"id": "a", "layers": [{"ty": 0, "refId": "a", "ip": 0, "op": 5, "st": 0, "w": 10, "h": 10, "ks": {}},
                                         {"ty": 1, "sc": "#ff0000", "sw": 10, "sh": 10, "ip": 0, "op": 5, "st": 0, "ks": {}}]}],
       "layers": [{"ty": 0, "refId": "a", "ip": 0, "op": 5, "st": 0, "w": 10, "h": 10, "ks": {}}]}
      """
    let imported = try LottieImporter.translate(text: loop, file: "l.json")
    #expect(imported.findings.contains { $0.feature.contains("nested deeper") })
  }
}
