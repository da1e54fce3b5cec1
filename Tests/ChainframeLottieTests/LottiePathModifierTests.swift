import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeLottie

/// Pucker & bloat, zig-zag and offset path as lottie-web computes them, alone and through
/// the translator.
@Suite("Lottie path modifiers")
struct LottiePathModifierTests {
  /// A closed 100 px square, clockwise on screen, from the top-left corner.
  static let square = LottieVertexPath(
    flat: [0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 100, 100, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0], closed: true)

  static func near(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test(
    "Pucker and bloat move vertices towards the centre and handles away by the amount", arguments: [50.0, -40, 100])
  func puckerBloat(amount: Double) {
    let out = LottiePuckerBloat.apply(Self.square, amount: amount)
    let a = amount / 100
    let center = SIMD2<Double>(50, 50)
    #expect(out.count == 4)
    for k in 0..<4 {
      let v = Self.square.vertices[k]
      #expect(Self.near(out.vertices[k], v + (center - v) * a))
      #expect(Self.near(out.outPoints[k], v - (center - v) * a))
      #expect(Self.near(out.inPoints[k], v - (center - v) * a))
    }
  }

  @Test("A zig-zag's corners alternate inwards and outwards by the amplitude on the diagonal")
  func zigZagCorners() {
    let out = LottieZigZag.apply(Self.square, amplitude: 10, ridges: 0, pointType: 1)
    // Every vertex once, then the first again (lottie-web closes on a copy of it).
    #expect(out.count == 5)
    let d = 10 / 2.0.squareRoot()
    #expect(Self.near(out.vertices[0], SIMD2(d, d), 1e-6))
    #expect(Self.near(out.vertices[1], SIMD2(100 + d, -d), 1e-6))
    #expect(Self.near(out.vertices[2], SIMD2(100 - d, 100 - d), 1e-6))
    #expect(Self.near(out.vertices[3], SIMD2(-d, 100 + d), 1e-6))
    // Corner points have no handles.
    #expect(out.inPoints == out.vertices)
  }

  @Test("A zig-zag puts its ridges evenly along each segment", arguments: [1, 2, 5])
  func zigZagRidges(ridges: Int) {
    let out = LottieZigZag.apply(Self.square, amplitude: 6, ridges: ridges, pointType: 1)
    #expect(out.count == 4 * (ridges + 1) + 1)
    // The top edge runs left to right: its ridges sit at x = 100·(n+1)/(ridges+1), 6 px off it.
    for n in 0..<ridges {
      let v = out.vertices[1 + n]
      #expect(abs(v.x - 100 * Double(n + 1) / Double(ridges + 1)) < 1e-9)
      #expect(abs(abs(v.y) - 6) < 1e-9)
    }
  }

  @Test("Smooth zig-zag points get handles along the path, a fraction of the segment long")
  func zigZagSmooth() {
    let out = LottieZigZag.apply(Self.square, amplitude: 5, ridges: 1, pointType: 2)
    // The ridge on the top edge: handles 100 / 4 = 25 px either side along x.
    let ridge = out.vertices[1]
    #expect(abs(abs(out.outPoints[1].x - ridge.x) - 25) < 1e-9)
    #expect(abs(abs(out.inPoints[1].x - ridge.x) - 25) < 1e-9)
  }

  @Test("Offsetting a circle moves every vertex by the amount along its radius", arguments: [10.0, -10, 25])
  func offsetCircle(amount: Double) {
    let circle = LottieShapeVertices.ellipse(center: SIMD2(0, 0), size: SIMD2(100, 100), reversed: false)
    let out = LottieOffsetPath.apply(circle, amount: amount, lineJoin: 1, miterLimit: 4)
    #expect(out.count >= 4)
    for v in out.vertices {
      let r = (v.x * v.x + v.y * v.y).squareRoot()
      #expect(abs(r - (50 + amount)) < 1e-6, "\(v)")
    }
  }

  @Test(
    "A square's offset corners are mitred, rounded or bevelled",
    arguments: [(1, 20.0), (2, 4.0), (3, 20.0), (1, 4.0)])
  func offsetJoins(lineJoin: Int, miterLimit: Double) {
    let out = LottieOffsetPath.apply(Self.square, amount: 10, lineJoin: lineJoin, miterLimit: miterLimit)
    let xs = out.vertices.map(\.x)
    switch (lineJoin, miterLimit) {
    case (1, 20):
      // Mitred (the mitre is 10 px long: within a limit of 20 px, not of 4): the corners meet at (−10, −10) … (110, 110).
      #expect(out.vertices.contains { Self.near($0, SIMD2(-10, -10), 1e-6) })
      #expect(xs.min().map { abs($0 + 10) < 1e-6 } == true)
    case (2, _):
      // Rounded: the corner vertices stay on the edges, the arcs bulge between them.
      #expect(!out.vertices.contains { Self.near($0, SIMD2(-10, -10), 1e-3) })
      #expect(out.outPoints != out.vertices)
    default:
      // Bevelled, or mitres longer than the limit: no vertex beyond the edges' offsets.
      #expect(!out.vertices.contains { Self.near($0, SIMD2(-10, -10), 1e-3) })
    }
    #expect(out.count >= 8)
  }

  @Test("Modifiers on random paths give finite paths with lottie-web's vertex counts")
  func randomPaths() {
    var rng = SplitMix64(seed: 7)
    func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    for _ in 0..<300 {
      let count = Int(rng.next() % 7) + 1
      var flat: [Double] = []
      for _ in 0..<(count * 6) { flat.append(unit() * 400 - 200) }
      let closed = rng.next() % 2 == 0
      let path = LottieVertexPath(flat: flat, closed: closed)
      let ridges = Int(rng.next() % 4)
      let zz = LottieZigZag.apply(
        path, amplitude: unit() * 30 - 15, ridges: ridges, pointType: 1 + Int(rng.next() % 2))
      let segments = closed ? count : count - 1
      #expect(zz.count == (segments == 0 ? 0 : segments * (ridges + 1) + 1) || zz == path)
      let pb = LottiePuckerBloat.apply(path, amount: unit() * 200 - 100)
      #expect(pb.count == count)
      let op = LottieOffsetPath.apply(
        path, amount: unit() * 40 - 20, lineJoin: 1 + Int(rng.next() % 3), miterLimit: unit() * 10)
      for p in [zz, pb, op] {
        #expect(p.flat.allSatisfy { $0.isFinite })
      }
    }
  }

  // MARK: - Through the translator

  /// The path data (`d: "…"`) in scene text, in order.
  static func pathData(_ yaml: String) -> [String] {
    let pattern = /(?:^|[\s{,])d: "([^"]*)"/.anchorsMatchLineEndings()
    return yaml.matches(of: pattern).map { String($0.output.1) }
  }

  static let ellipse = #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}}"#
  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let modifier: String
    /// Path commands (`C`) the shape's path data must hold.
    let cubics: Int
    let animated: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "pucker & bloat reshapes an ellipse's four curves", modifier: #"{"ty": "pb", "a": {"a": 0, "k": 40}}"#,
      cubics: 4, animated: false),
    Case(
      name: "a zig-zag with 3 ridges gives 16 curves on an ellipse",
      modifier: #"{"ty": "zz", "s": {"a": 0, "k": 5}, "r": {"a": 0, "k": 3}, "pt": {"a": 0, "k": 1}}"#, cubics: 17,
      animated: false),
    Case(
      name: "an offset path keeps an ellipse's four curves and closes on a fifth",
      modifier: #"{"ty": "op", "a": {"a": 0, "k": 6}, "lj": 1, "ml": {"a": 0, "k": 4}}"#, cubics: 5, animated: false),
    Case(
      name: "an animated amount bakes the outline per frame",
      modifier:
        #"{"ty": "pb", "a": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 9, "s": [50]}]}}"#,
      cubics: 4, animated: true),
  ]

  @Test("Path modifiers are applied, not reported", arguments: cases)
  func translated(_ c: Case) throws {
    let text = LottieRepeaterPathTests.document(items: [Self.ellipse, c.modifier, Self.fill].joined(separator: ", "))
    let result = try LottieImporter.translate(text: text, file: "m.json")
    #expect(result.findings.isEmpty, "\(result.findings)")
    let paths = Self.pathData(result.yaml)
    #expect(!paths.isEmpty, "\(result.yaml)")
    if c.animated {
      #expect(paths.count > 1, "\(result.yaml)")
    } else {
      #expect(paths.count == 1)
      #expect(paths.first.map { $0.components(separatedBy: "C").count - 1 } == c.cubics, "\(paths)")
    }
    // The plain ellipse is not drawn as a box any more.
    #expect(!result.yaml.contains(#"type: "ellipse""#))
  }

  @Test("A huge zig-zag ridge count is cut to the path budget and reported")
  func ridgeBudget() throws {
    let modifier = #"{"ty": "zz", "s": {"a": 0, "k": 5}, "r": {"a": 0, "k": 1e9}, "pt": {"a": 0, "k": 1}}"#
    let text = LottieRepeaterPathTests.document(items: [Self.ellipse, modifier, Self.fill].joined(separator: ", "))
    let result = try LottieImporter.translate(text: text, file: "m.json")
    #expect(
      result.findings.contains { $0.path.hasSuffix(".r") && $0.feature.contains("zig-zag") }, "\(result.findings)")
  }

  @Test("Hostile amounts, ridge counts and point counts load, render within budget and are reported")
  func hostile() throws {
    // The fuzz seed: amplitudes and offsets of 1e300, a billion ridges, a star animating to
    // 2,000 points under 50 ridges, one-vertex and empty shapes, chained modifiers.
    let text = try String(contentsOfFile: Fixtures.path("fuzz/seeds/lottie/path-modifiers.json"), encoding: .utf8)
    let result = try LottieImporter.translate(text: text, file: "path-modifiers.json")
    #expect(result.findings.filter { $0.feature.contains("zig-zag with") }.count == 2, "\(result.findings)")
    // Every path stays within the scene model's 1 MB, and the scene loads and compiles.
    #expect(Self.pathData(result.yaml).allSatisfy { $0.utf8.count < 1_000_000 })
    _ = try LottieImporterTests.compiled(text)
  }

  @Test("A rectangle without a direction runs counter-clockwise, as lottie-web draws it")
  func rectDirection() throws {
    let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 10]}, "r": {"a": 0, "k": 0}}"#
    let clockwise = rect.replacingOccurrences(of: #""ty": "rc","#, with: #""ty": "rc", "d": 1,"#)
    func path(_ shape: String) throws -> String? {
      let text = LottieRepeaterPathTests.document(items: [shape, Self.fill].joined(separator: ", "))
      return Self.pathData(try LottieImporter.translate(text: text, file: "r.json").yaml).first
    }
    // From the top-right corner: to the top-left without `d`, to the bottom-right with `d: 1`.
    let reversed = try #require(try path(rect))
    let forward = try #require(try path(clockwise))
    #expect(reversed.hasPrefix("M10 -5 L-10 -5"), "\(reversed)")
    #expect(forward.hasPrefix("M10 -5 L10 5"), "\(forward)")
    #expect(reversed != forward)
  }
}
