import ChainframeCore
import ChainframeRendering
import ChainframeTestSupport
import Testing

/// Geometry checked by numbers, not pictures.
@Suite("Geometry by numbers")
struct GeometryNumberTests {
  func render(_ commands: [DrawCommand], size: Int = 128) throws -> PixelBuffer {
    let renderer = try FrameRenderer(width: size, height: size)
    return try renderer.render(DisplayList(width: size, height: size, background: .transparent, commands: commands))
  }

  func transform(_ x: Double, _ y: Double, rotation: Double = 0) -> LayerTransform {
    LayerTransform(
      position: Vector2(x, y), anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1), rotation: rotation, skew: Vector2(0, 0))
  }

  /// Columns and rows with any coverage.
  func coveredBox(_ p: PixelBuffer) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
    var b = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
    for y in 0..<p.height {
      for x in 0..<p.width where p.pixel(x: x, y: y).a > 0 {
        b = (min(b.minX, x), max(b.maxX, x), min(b.minY, y), max(b.maxY, y))
      }
    }
    return b
  }

  struct Rotation: Sendable, CustomTestStringConvertible {
    let degrees: Double
    var testDescription: String { "\(degrees)°" }
  }

  @Test(
    "A rotated square covers the bounding box its corners span",
    arguments: [Rotation(degrees: 0), Rotation(degrees: 30), Rotation(degrees: 45)])
  func rotatedSquare(_ r: Rotation) throws {
    let side = 40.0
    let pixels = try render([
      .rect(
        RectCommand(
          transform: transform(64, 64, rotation: r.degrees), size: Vector2(side, side), cornerRadius: 0, fill: .white,
          opacity: 1))
    ])
    let a = r.degrees * .pi / 180
    let half = side / 2 * (abs(_cos(a)) + abs(_sin(a)))
    let box = coveredBox(pixels)
    // Pixels partly inside the exact extent [64 − half, 64 + half] are covered.
    #expect(box.minX == Int((64 - half).rounded(.down)))
    #expect(box.maxX == Int((64 + half).rounded(.up)) - 1)
    #expect(box.minY == box.minX && box.maxY == box.maxX)
  }

  @Test("A linear gradient's midpoint is the average of its two stops")
  func gradientMidpoint() throws {
    let gradient = GradientPaint(
      gradient: Gradient(kind: .linear, stopCount: 2),
      stops: [
        .init(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
        .init(offset: 1, color: Color(red: 0, green: 0, blue: 1)),
      ])
    let command = LayerCommand(
      transform: transform(64, 64), size: Vector2(128, 16), opacity: 1,
      content: .outline(Outline(shape: .rect, geometry: ShapeGeometry())), paint: Paint(gradient: gradient))
    let pixels = try render([.layer(command)])
    // Pixel 63 is centred at x = 63.5, t = 63.5 / 128.
    let p = pixels.pixel(x: 63, y: 64)
    let t = 63.5 / 128
    #expect(abs(Double(p.r) - 255 * (1 - t)) <= 1.5)
    #expect(abs(Double(p.b) - 255 * t) <= 1.5)
    #expect(p.g == 0 && p.a == 255)
  }

  @Test("A radial gradient's focus holds its first stop: white there, darker at the centre")
  func radialFocus() throws {
    // Box 128 × 128 at the origin; circle at the centre with radius 64; focus 32 px left.
    let gradient = GradientPaint(
      gradient: Gradient(kind: .radial, start: Vector2(0.5, 0.5), focus: Vector2(0.25, 0.5), stopCount: 2),
      stops: [.init(offset: 0, color: .white), .init(offset: 1, color: Color(red: 0, green: 0, blue: 0))])
    let command = LayerCommand(
      transform: transform(64, 64), size: Vector2(128, 128), opacity: 1,
      content: .outline(Outline(shape: .rect, geometry: ShapeGeometry())), paint: Paint(gradient: gradient))
    let pixels = try render([.layer(command)])
    let atFocus = pixels.pixel(x: 32, y: 64)
    let atCentre = pixels.pixel(x: 64, y: 64)
    #expect(atFocus.r >= 250)
    // The centre is half way from the focus to the right edge of the circle: t = 1/3.
    #expect(abs(Double(atCentre.r) - 255 * 2 / 3) <= 3)
    // Without a focus the centre is the first stop.
    var centred = gradient
    centred.gradient.focus = nil
    let plain = try render([
      .layer(
        LayerCommand(
          transform: transform(64, 64), size: Vector2(128, 128), opacity: 1,
          content: .outline(Outline(shape: .rect, geometry: ShapeGeometry())), paint: Paint(gradient: centred)))
    ])
    #expect(plain.pixel(x: 64, y: 64).r >= 250)
  }

  struct Hairline: Sendable, CustomTestStringConvertible {
    let x: Double
    let expected: [Int: ClosedRange<Int>]
    var testDescription: String { "x = \(x)" }
  }

  @Test(
    "A 1 px hairline covers one column on a pixel centre and two halves on an edge",
    arguments: [
      Hairline(x: 10.5, expected: [9: 0...0, 10: 255...255, 11: 0...0]),
      Hairline(x: 10, expected: [8: 0...0, 9: 126...129, 10: 126...129, 11: 0...0]),
    ])
  func hairline(_ h: Hairline) throws {
    var paint = Paint(stroke: .white, strokeWidth: 1)
    paint.fill = .transparent
    var geometry = ShapeGeometry(lineFrom: Vector2(h.x, 0), lineTo: Vector2(h.x, 128))
    geometry.origin = Vector2(h.x, 0)
    let command = LayerCommand(
      transform: LayerTransform(
        position: Vector2(h.x, 0), anchor: Vector2(0, 0), scale: Vector2(1, 1), rotation: 0, skew: Vector2(0, 0)),
      size: Vector2(0, 128), opacity: 1, content: .outline(Outline(shape: .line, geometry: geometry)), paint: paint)
    let pixels = try render([.layer(command)])
    for (column, range) in h.expected {
      #expect(range.contains(Int(pixels.pixel(x: column, y: 64).a)), "column \(column)")
    }
  }

  struct Advance: Sendable, CustomTestStringConvertible {
    let text: String
    let units: Double
    var testDescription: String { text }
  }

  @Test(
    "Text advances equal the pinned font's metrics",
    arguments: [
      Advance(text: "MMMM", units: 4 * 1767), Advance(text: "iiii", units: 4 * 569),
      Advance(text: "W i", units: 2025 + 651 + 569),
    ])
  func advances(_ a: Advance) throws {
    try FontRegistry.register([Fixtures.path("Fonts/ChainframeTestSans.ttf")])
    let measure = try TextMeasure()
    let size = 20.0
    let box = try measure.box(TextStyle(content: a.text, family: "Chainframe Test Sans", size: size))
    // Unhinted metrics: the advance is exact up to Pango's 1/1024 px units.
    #expect(abs(box.width - a.units / 2048 * size) < 0.01)
  }
}

@Suite("Glyph coverage")
struct GlyphCoverageTests {
  @Test("Characters the font cannot draw are an error, never a silent fallback")
  func missingGlyphs() throws {
    let measure = try TextMeasure()
    #expect(throws: RenderError.self) { try measure.box(TextStyle(content: "Hello 日本語 ☃", family: "DejaVu Sans")) }
    _ = try measure.box(TextStyle(content: "Hello, wörld — ½", family: "DejaVu Sans"))
  }
}
