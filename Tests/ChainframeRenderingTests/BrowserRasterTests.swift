import ChainframeCore
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

/// The browser-like rasterizer (`canvas.antialias: browser`): exact area coverage over
/// quarter-pixel rows, as Chromium's CPU rasterizer covers Lottie shapes.
@Suite("Browser-like edges")
struct BrowserRasterTests {
  /// The four edges of the rectangle from (x0, y0) to (x1, y1), clockwise.
  static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [(Double, Double, Double, Double)] {
    [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
  }

  /// The exact coverage of pixel (px, py) by the rectangle with its y snapped to quarters.
  static func expected(_ px: Int, _ py: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Int {
    let sy0 = (y0 * 4 + 0.5).rounded(.down) / 4
    let sy1 = (y1 * 4 + 0.5).rounded(.down) / 4
    let w = max(0, min(x1, Double(px + 1)) - max(x0, Double(px)))
    let h = max(0, min(sy1, Double(py + 1)) - max(sy0, Double(py)))
    return Int((w * h * 255 + 0.5).rounded(.down))
  }

  @Test(
    "an axis-aligned rectangle at fractional coordinates covers the quarter-snapped exact area",
    arguments: [
      (0.3, 1.1, 5.7, 3.6), (1.0, 1.0, 4.0, 4.0), (0.125, 0.4, 6.9, 5.1), (2.5, 0.9, 3.2, 1.2),
      (0.0, 0.0, 0.6, 6.0),
    ])
  func rectangle(x0: Double, y0: Double, x1: Double, y1: Double) {
    let mask = BrowserRaster.coverage(edges: Self.rect(x0, y0, x1, y1), evenOdd: false, x: 0, y: 0, width: 8, height: 7)
    for py in 0..<7 {
      for px in 0..<8 {
        let want = Self.expected(px, py, x0, y0, x1, y1)
        #expect(abs(Int(mask[py * 8 + px]) - want) <= 1, "pixel (\(px), \(py)): \(mask[py * 8 + px]) vs \(want)")
      }
    }
  }

  @Test("a 1.2 pixel line centred on a pixel row covers exactly that row")
  func thinLine() {
    let mask = BrowserRaster.coverage(
      edges: Self.rect(1, 2.9, 7, 4.1), evenOdd: false, x: 0, y: 0, width: 8, height: 7)
    for py in 0..<7 {
      #expect(mask[py * 8 + 4] == (py == 3 ? 255 : 0), "row \(py): \(mask[py * 8 + 4])")
    }
  }

  /// A five-pointed star drawn in one stroke: its centre pentagon winds twice.
  static func star() -> [(Double, Double, Double, Double)] {
    let points = (0..<5).map { i -> (Double, Double) in
      let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
      return (20 + 18 * cos(a), 20 + 18 * sin(a))
    }
    return (0..<5).map { i in (points[i].0, points[i].1, points[(i + 1) % 5].0, points[(i + 1) % 5].1) }
  }

  @Test(
    "a self-overlapping star leaves its centre empty only under the even-odd rule",
    arguments: [(false, 255), (true, 0)])
  func fillRule(evenOdd: Bool, centre: Int) {
    let mask = BrowserRaster.coverage(edges: Self.star(), evenOdd: evenOdd, x: 0, y: 0, width: 40, height: 40)
    #expect(Int(mask[20 * 40 + 20]) == centre)
    // A point, covered either way.
    #expect(mask[5 * 40 + 20] == 255 || mask[6 * 40 + 20] == 255)
  }

  @Test(
    "degenerate or far-away polygons neither crash nor hang",
    arguments: [
      [(Double.nan, 0.0, 5.0, 5.0), (5.0, 5.0, 0.0, 5.0), (0.0, 5.0, Double.nan, 0.0)],
      [(Double.infinity, 0.0, 5.0, 5.0), (5.0, 5.0, -Double.infinity, 5.0)],
      [(1.0, 1.0, 4.0, 1.0), (4.0, 1.0, 1.0, 1.0)],
      [(0.0, 0.0, 1e9, 1e9), (1e9, 1e9, -1e9, 1e9), (-1e9, 1e9, 0.0, 0.0)],
      BrowserRasterTests.rect(-5000, -5000, -4000, -4000),
      BrowserRasterTests.rect(1e9, 1e9, 2e9, 2e9),
    ])
  func degenerate(edges: [(Double, Double, Double, Double)]) {
    let mask = BrowserRaster.coverage(edges: edges, evenOdd: false, x: 0, y: 0, width: 16, height: 16)
    #expect(mask.count == 256)
  }

  @Test("a polygon of 100 000 edges fills in reasonable time")
  func manyEdges() {
    let n = 100_000
    let edges = (0..<n).map { i -> (Double, Double, Double, Double) in
      let a = 2 * Double.pi * Double(i) / Double(n)
      let b = 2 * Double.pi * Double(i + 1) / Double(n)
      return (50 + 40 * cos(a), 50 + 40 * sin(a), 50 + 40 * cos(b), 50 + 40 * sin(b))
    }
    let mask = BrowserRaster.coverage(edges: edges, evenOdd: false, x: 0, y: 0, width: 100, height: 100)
    #expect(mask[50 * 100 + 50] == 255)
    #expect(mask[0] == 0)
  }

  /// A closed polygon of `count` random vertices in a 48 × 40 box, some on whole and
  /// quarter rows (where edges start and end inside a row or exactly on its border).
  static func randomPolygon(count: Int, seed: UInt64) -> [(Double, Double, Double, Double)] {
    var rng = SplitMix64(seed: seed)
    let points = (0..<count).map { i -> (Double, Double) in
      let x = Double.random(in: -4...52, using: &rng)
      var y = Double.random(in: -4...44, using: &rng)
      if i % 3 == 0 { y = (y * 4).rounded() / 4 }
      return (x, y)
    }
    return (0..<count).map { i in (points[i].0, points[i].1, points[(i + 1) % count].0, points[(i + 1) % count].1) }
  }

  @Test(
    "rows covered in bands of quarter rows agree with rows covered strip by strip",
    arguments: [(3, 1), (4, 2), (6, 3), (12, 4), (40, 5), (200, 6)], [false, true])
  func wholeRows(vertices: (count: Int, seed: UInt64), evenOdd: Bool) {
    let edges = Self.randomPolygon(count: vertices.count, seed: vertices.seed)
    // Smooth shapes too: a circle of 64 edges, where most rows are taken whole.
    let circle = (0..<64).map { i -> (Double, Double, Double, Double) in
      let a = 2 * Double.pi * Double(i) / 64
      let b = 2 * Double.pi * Double(i + 1) / 64
      return (24.3 + 15.7 * cos(a), 19.6 + 15.7 * sin(a), 24.3 + 15.7 * cos(b), 19.6 + 15.7 * sin(b))
    }
    for shape in [edges, circle, edges + circle] {
      let fast = BrowserRaster.coverage(edges: shape, evenOdd: evenOdd, x: -2, y: -1, width: 52, height: 44)
      let strips = BrowserRaster.coverage(
        edges: shape, evenOdd: evenOdd, x: -2, y: -1, width: 52, height: 44, stripsOnly: true)
      let worst = zip(fast, strips).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "largest difference \(worst)")
      #expect(strips.contains { $0 > 0 })
    }
  }

  /// Pixels of a frame of `layers` on a 40 × 40 canvas with the given antialias setting.
  static func render(_ layers: String, antialias: String?) throws -> [UInt8] {
    let setting = antialias.map { ", antialias: \($0)" } ?? ""
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 40, height: 40, fps: 10, duration: 0.1, background: transparent\(setting)}
        layers:
        \(layers)
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let pixels = try FrameRenderer(width: 40, height: 40).render(list)
    return (0..<40).flatMap { y in (0..<40).flatMap { x in [pixels.pixel(x: x, y: y).a] } }
  }

  static let layers = [
    "  - {type: path, d: \"M3.3 4.6 L30.2 8.1 L12.7 33.9 Z\", fill: \"#ff0000\", stroke: {color: \"#0000ff\", width: 2.5}}",
    "  - {type: rect, position: [20.5, 20.5], size: [10.3, 7.7], anchor: [0, 0], fill: \"#00ff00\"}",
    "  - {type: ellipse, position: [20, 20], size: [21, 13], fill: \"#00ff00\", stroke: {color: \"#000000\", width: 0.6}}",
    "  - {type: path, d: \"M5 5 C30 0 40 30 10 35\", stroke: {color: \"#000000\", width: 3, cap: round, join: round}}",
    "  - {type: path, d: \"M5 20 L35 21\", stroke: {color: \"#000000\", width: 2, dash: [4, 3]}}",
    "  - {type: path, d: \"M5 5 C30 0 40 30 10 35\", stroke: {color: \"#000000\", width: 2}, trimStart: 0.2, trimEnd: 0.7}",
  ]

  @Test("standard antialiasing is the default and draws as before", arguments: BrowserRasterTests.layers)
  func standardUnchanged(layer: String) throws {
    #expect(try Self.render(layer, antialias: nil) == Self.render(layer, antialias: "standard"))
  }

  @Test("browser antialiasing draws the same shapes with other edge values", arguments: BrowserRasterTests.layers)
  func browserDraws(layer: String) throws {
    let standard = try Self.render(layer, antialias: "standard")
    let browser = try Self.render(layer, antialias: "browser")
    // Same shape: the inside agrees, only edge pixels differ, by less than a third.
    let far = zip(standard, browser).filter { abs(Int($0) - Int($1)) > 90 }.count
    #expect(far == 0)
    #expect(browser.contains { $0 > 0 })
  }

  @Test(
    "a round join where the path turns right back bulges ahead of the turn, as browsers draw it",
    arguments: [0.0, 18, 90, 126, 198, 270, 333.7])
  func roundJoinAtReversal(degrees: Double) throws {
    let a = degrees * Double.pi / 180
    func at(_ r: Double) -> (Double, Double) { (20 + r * cos(a), 20 + r * sin(a)) }
    let (x0, y0) = at(-6)
    let (x1, y1) = at(10)
    let (x2, y2) = at(-2)
    let layer =
      "  - {type: path, d: \"M\(x0) \(y0) L\(x1) \(y1) L\(x2) \(y2)\", "
      + "stroke: {color: \"#000000\", width: 8, cap: butt, join: round}}"
    let alpha = try Self.render(layer, antialias: "browser")
    // 3 px beyond the turn, inside the 4 px join: covered (the join was drawn inside the band).
    let (x, y) = at(13)
    #expect(alpha[Int(y.rounded(.down)) * 40 + Int(x.rounded(.down))] > 200)
  }

  /// The polygon and circle of `Tests/Fixtures/Browser/chromium-cubic-edges.html`, written as a
  /// scene with straight `L` segments (Lottie's own paths are cubics throughout).
  static let chromiumShapes = """
      - {type: path, d: "M3.3 4.6 L30.2 8.1 L21.7 20.35 L36.4 37.9 L12.7 33.9 L8.15 22.4 Z", fill: "#000000"}
      - {type: path, d: "M27.3 4.62 C31.6244 4.62 35.13 8.12561 35.13 12.45 C35.13 16.7744 31.6244 20.28 27.3 20.28 C22.9756 20.28 19.47 16.7744 19.47 12.45 C19.47 8.12561 22.9756 4.62 27.3 4.62 Z", fill: "#000000"}
    """

  /// The summed and the largest difference (levels) between the coverage of `layers` drawn
  /// with browser edges and a Chromium-drawn reference's alpha (40 × 40).
  static func differenceFromChromium(_ layers: String, _ fixture: String) throws -> (total: Int, worst: Int) {
    let browser = try render(layers, antialias: "browser")
    let reference = try PNGReader.read(Fixtures.path(fixture))
    var total = 0
    var worst = 0
    for y in 0..<40 {
      for x in 0..<40 {
        let d = abs(Int(browser[y * 40 + x]) - Int(reference.pixel(x: x, y: y).a))
        total += d
        worst = max(worst, d)
      }
    }
    return (total, worst)
  }

  static let chromiumHairlines = """
      - {type: path, d: "M3.3 4.6 L30.2 8.1 L12.7 33.9", stroke: {color: "#000000", width: 1, cap: round}}
      - {type: path, d: "M5 36 C15 10 30 40 37.4 5.2", stroke: {color: "#000000", width: 1}}
      - {type: path, d: "M22.5 27.2 L36.3 29.9", stroke: {color: "#000000", width: 0.6, cap: square}}
    """

  @Test("one-pixel lines, a curve and a thinner line land where Chromium draws its hairlines")
  func hairlinesMatchChromium() throws {
    let (total, worst) = try Self.differenceFromChromium(Self.chromiumHairlines, "Browser/chromium-hairlines.png")
    // Measured: mean 0.07 and worst 14 levels (straight segments written as lottie-web writes
    // them, cubics with their controls on their ends, in the scene and in the reference).
    // Drawn as one-pixel-thick polygons, as before, they gave mean 2.12 and worst 61.
    #expect(Double(total) / 1600 < 0.2, "mean difference \(Double(total) / 1600)")
    #expect(worst <= 20, "worst difference \(worst)")
  }

  static let chromiumDashedHairlines = """
      - {type: path, d: "M3.3 4.6 L30.2 8.1 L12.7 33.9", stroke: {color: "#000000", width: 1, dash: [3, 2]}}
      - {type: path, d: "M5 36 C15 10 30 40 37.4 5.2", stroke: {color: "#000000", width: 1, cap: round, dash: [0, 3]}}
      - {type: path, d: "M2.5 37.5 L37.5 37.5", stroke: {color: "#000000", width: 2, cap: round, dash: [4, 0, 5]}}
    """

  @Test("dashed and dotted one-pixel lines and a two-pixel dot-dash land where Chromium draws them")
  func dashedHairlinesMatchChromium() throws {
    let (total, worst) = try Self.differenceFromChromium(
      Self.chromiumDashedHairlines, "Browser/chromium-dashed-hairlines.png")
    // Measured: mean 0.07 and worst 4 levels, curves measured as Skia measures them for
    // dashing (chords to half a pixel). Measured exactly they gave mean 0.79 and worst 60;
    // cut from Cairo's flattened path and drawn as one-pixel-thick polygons, with Cairo
    // dropping the inner zero dash, mean 3.94 and worst 255.
    #expect(Double(total) / 1600 < 0.2, "mean difference \(Double(total) / 1600)")
    #expect(worst <= 12, "worst difference \(worst)")
  }

  @Test(
    "a one-pixel line reaching far beyond the canvas still crosses it",
    arguments: [50_000.0, 1e9])
  func farHairline(reach: Double) throws {
    let browser = try Self.render(
      "  - {type: path, d: \"M-\(reach) 20.5 L\(reach) 20.5\", stroke: {color: \"#000000\", width: 1}}",
      antialias: "browser")
    for column in 0..<40 {
      #expect(browser[20 * 40 + column] >= 200, "column \(column): \(browser[20 * 40 + column])")
      #expect(browser[10 * 40 + column] == 0, "column \(column) of row 10")
    }
  }

  @Test("straight edges and circles land where Chromium puts lottie-web's cubics")
  func matchesChromium() throws {
    let (total, worst) = try Self.differenceFromChromium(Self.chromiumShapes, "Browser/chromium-cubic-edges.png")
    // Measured: mean 0.67 and worst 42 levels. Lines instead of stepped cubics, or cubics
    // stepped in floating point, gave mean 1.15 and worst 66.
    #expect(Double(total) / 1600 < 0.8, "mean difference \(Double(total) / 1600)")
    #expect(worst <= 48, "worst difference \(worst)")
  }

  @Test("an unknown antialias name is an error at canvas.antialias")
  func badValue() {
    #expect {
      _ = try SceneLoader.load(
        text: "canvas: {width: 4, height: 4, fps: 1, duration: 1, antialias: smooth}\nlayers: []\n", file: "t.yaml")
    } throws: { error in
      "\(error)".contains("canvas.antialias")
    }
  }
}

/// Solid fills composited straight into the pixels (`craster_fill_over`) must give what
/// Cairo and pixman give through a mask, byte for byte: the fast way is only a shortcut.
@Suite("Browser-like edges composited directly")
struct BrowserRasterDirectTests {

  /// A random premultiplied pixel (each colour channel at most its alpha).
  static func pixel(_ mix: inout SplitMix64) -> UInt32 {
    let a = UInt32(mix.next() % 256)
    let kind = mix.next() % 4
    let alpha: UInt32 = kind == 0 ? 0 : kind == 1 ? 255 : a
    func channel(_ m: inout SplitMix64) -> UInt32 { alpha == 0 ? 0 : UInt32(m.next() % UInt64(alpha + 1)) }
    return alpha << 24 | channel(&mix) << 16 | channel(&mix) << 8 | channel(&mix)
  }

  @Test(
    "random polygons in random colours over random pixels composite to the same bytes both ways",
    arguments: [
      (1 as UInt64, false, 1.0, false), (2, true, 1.0, false), (3, false, 0.5, false), (4, false, 0.75, false),
      (5, true, 0.3, false), (6, false, 1.0, true), (7, true, 0.6, true),
    ])
  func randomPolygons(seed: UInt64, evenOdd: Bool, gain: Double, multiply: Bool) {
    var mix = SplitMix64(seed: seed)
    let (width, height) = (37, 29)
    var drew = 0
    for round in 0..<40 {
      let pixels = (0..<(width * height)).map { _ in Self.pixel(&mix) }
      var points: [(Double, Double)] = []
      for _ in 0..<(3 + Int(mix.next() % 6)) {
        points.append((mix.unit() * 45 - 4, mix.unit() * 37 - 4))
      }
      let edges = points.indices.map { i in
        (points[i].0, points[i].1, points[(i + 1) % points.count].0, points[(i + 1) % points.count].1)
      }
      let alphas = [1.0, 0.0, mix.unit(), 1 / 255.0, 254 / 255.0]
      let color = (mix.unit(), mix.unit(), mix.unit(), alphas[round % alphas.count])
      let viaCairo = BrowserRaster.composite(
        edges: edges, evenOdd: evenOdd, gain: gain, color: color, onto: pixels, width: width, height: height,
        direct: false, multiply: multiply)
      let direct = BrowserRaster.composite(
        edges: edges, evenOdd: evenOdd, gain: gain, color: color, onto: pixels, width: width, height: height,
        direct: true, multiply: multiply)
      let differing = zip(viaCairo.pixels, direct.pixels).filter { $0 != $1 }.count
      #expect(differing == 0, "round \(round): \(differing) pixels differ (colour \(color))")
      #expect(direct.wentDirect && !viaCairo.wentDirect, "round \(round): both ways must be taken")
      if viaCairo.pixels != pixels { drew += 1 }
    }
    // Faint colours (alpha 0 or 1/255) may leave every pixel as it was; most rounds draw.
    #expect(drew >= 20, "only \(drew) of 40 polygons changed any pixel")
  }

  @Test(
    "every coverage level of every grey composites to the same bytes both ways, over and multiplied",
    arguments: [0.0, 0.5, 1.0], [false, true])
  func everyLevel(alphaOfDestination: Double, multiply: Bool) {
    // 256 columns, each one pixel covered by 0…255/255 of its width: every coverage value.
    let (width, height) = (256, 4)
    let edges = (0..<256).flatMap { c -> [(Double, Double, Double, Double)] in
      let x0 = Double(c)
      return BrowserRasterTests.rect(x0, 0, x0 + Double(c) / 255, 4)
    }
    let a = UInt32(alphaOfDestination * 255)
    let pixels = (0..<(width * height)).map { i -> UInt32 in
      let v = UInt32(i % 256) * a / 255
      return a << 24 | v << 16 | (a - v) << 8 | v / 2
    }
    for grey in stride(from: 0, through: 255, by: 17) {
      for alpha in [0.2, 0.5, 0.9, 1.0] {
        let g = Double(grey) / 255
        let color = (g, 1 - g, g / 2, alpha)
        let viaCairo = BrowserRaster.composite(
          edges: edges, evenOdd: false, gain: 1, color: color, onto: pixels, width: width, height: height,
          direct: false, multiply: multiply)
        let direct = BrowserRaster.composite(
          edges: edges, evenOdd: false, gain: 1, color: color, onto: pixels, width: width, height: height,
          direct: true, multiply: multiply)
        #expect(viaCairo.pixels == direct.pixels, "grey \(grey), alpha \(alpha)")
        #expect(direct.wentDirect && !viaCairo.wentDirect, "both ways must be taken")
      }
    }
  }
}
