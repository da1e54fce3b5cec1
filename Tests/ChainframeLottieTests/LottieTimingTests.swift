import ChainframeCore
import Foundation
import Testing

/// Layer timing as Lottie players apply it: start times, time stretch and time remapping.
@Suite("Lottie timing")
struct LottieTimingTests {
  /// The importer tests' moving box (x 10 → 90 over frames 0…10, hold, 20 at 15), placed in
  /// a precomposition by a layer with `extra` keys (`tm`, `st`, `sr`).
  static func precomp(_ extra: String) -> String {
    let inner = LottieImporterTests.document()
    let start = inner.range(of: "\"layers\": ")?.upperBound ?? inner.endIndex
    let layers = String(inner[start...].dropLast(1))
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "nm": "t",
       "assets": [{"id": "comp", "layers": \(layers)}],
       "layers": [{"ty": 0, "ind": 1, "nm": "holder", "refId": "comp", "w": 100, "h": 100,
         "ip": 0, "op": 20, \(extra)
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}}}]}
      """
  }

  /// The box's x at output frames `frames`.
  static func boxX(_ text: String, _ frames: [Int]) throws -> [Double] {
    let c = try LottieImporterTests.compiled(text)
    let box = try #require(c.layers.firstIndex { $0.id == "box" })
    return frames.map { c.frameState($0).layers[box].position.x }
  }

  @Test(
    "Motion along a spatial path whose easing goes below 0 shows the end point from then on, as lottie-web does"
  )
  func spatialAnticipation() throws {
    // lottie-web walks its length table forward: a negative distance runs off the end, and
    // the next frames start from there.
    let text = LottieImporterTests.document().replacingOccurrences(
      of: #"{"t": 0, "s": [10, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}"#,
      with: #"{"t": 0, "s": [10, 50], "o": {"x": [0.5], "y": [-0.5]}, "i": {"x": [0.2], "y": [1]}, "#
        + #""to": [0, -20], "ti": [0, -20]}"#)
    #expect(text.contains("\"to\""))
    let x = try Self.boxX(text, [0, 1, 5, 9])
    #expect(x[0] == 10)
    #expect(x[1] == 90)
    #expect(x[2] == 90)
    #expect(x[3] == 90)
  }

  @Test("Spatial tangents on the line through the ends are dropped, as lottie-web drops them when loading")
  func collinearTangents() throws {
    // Both control points on the line, one beyond an end: lottie-web eases x in a straight
    // line (10 → 90, halfway at 50), not along the doubled-back cubic.
    let text = LottieImporterTests.document().replacingOccurrences(
      of: #"{"t": 0, "s": [10, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}"#,
      with: #"{"t": 0, "s": [10, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}, "#
        + #""to": [-30, 0], "ti": [40, 0]}"#)
    let x = try Self.boxX(text, [5])
    #expect(abs(x[0] - 50) < 1e-6)
  }

  @Test("A layer's own start time does not move its keyframes (they are in composition time)")
  func startTimeOfShapeLayer() throws {
    // lottie-web evaluates at (frame − st) against keys at (t − st); rlottie ignores st there.
    let moved = try Self.boxX(LottieImporterTests.document(extraLayerKeys: #""st": -44,"#), [0, 5, 10])
    let plain = try Self.boxX(LottieImporterTests.document(), [0, 5, 10])
    #expect(moved == plain)
    #expect(abs(moved[1] - 50) < 1e-6)
  }

  @Test("A precomposition's start time and stretch map its frames: (frame − st) / sr")
  func startAndStretchOfPrecomp() throws {
    let x = try Self.boxX(Self.precomp(#""st": 4, "sr": 0.5,"#), [0, 4, 6, 9])
    // Output frame n shows inner frame (n − 4) / 0.5: 0 (before), 0, 4, 10.
    let eased = TimingFunction.cubicBezier(0.42, 0, 0.58, 1).value(at: 0.4)
    #expect(abs(x[0] - 10) < 1e-6)
    #expect(abs(x[1] - 10) < 1e-6)
    #expect(abs(x[2] - (10 + 80 * eased)) < 1e-6)
    #expect(abs(x[3] - 90) < 1e-6)
  }

  @Test("A static time remap freezes the precomposition on its frame")
  func freezeFrame() throws {
    // tm 0.5 s at 10 fps: inner frame 5, the middle of the eased move, at every output frame.
    let x = try Self.boxX(Self.precomp(#""tm": {"a": 0, "k": 0.5},"#), [0, 7, 19])
    for value in x { #expect(abs(value - 50) < 1e-6) }
  }

  @Test("An animated time remap can run backwards")
  func reversedRemap() throws {
    let remap =
      #""tm": {"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [0]}]},"#
    let x = try Self.boxX(Self.precomp(remap), [0, 5, 10])
    #expect(abs(x[0] - 90) < 1e-6)
    #expect(abs(x[1] - 50) < 1e-6)
    #expect(abs(x[2] - 10) < 1e-6)
  }
}

extension LottieTimingTests {
  @Test("A remap that reaches the holder's out-point shows the frame before it, as lottie-web does")
  func remapToTheEnd() throws {
    // tm 0 → 2 s over frames 0…10 at 10 fps: inner frame 20 = the holder's op from frame 10
    // on, shown as frame 19 (x 20 after the hold); without the rule the box would vanish.
    let remap =
      #""tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [2]}]},"#
    let text = Self.precomp(remap)
    let imported = try LottieImporter.translate(text: text, file: "t.json")
    #expect(imported.findings.isEmpty)
    #expect(!imported.yaml.contains("visible:"))
    let x = try Self.boxX(text, [12, 19])
    #expect(abs(x[0] - 20) < 1e-6 && abs(x[1] - 20) < 1e-6)
  }
}
