import CCairo
import ChainframeCore
import Testing

@testable import ChainframeRendering

/// Where glyphs sit on a `browser` canvas: measured on lottie-web in Chromium 156 (a "Hl" at
/// x + k/8 for k = 0…7 at 12, 20 and 36 px, and at y + k/8): glyph x moves in quarter-pixel
/// steps rounded to the nearest, the baseline in whole pixels, halves rounding up. Drawing
/// Cairo's glyphs rounded x to whole pixels: that probe scored 32.6 dB, glyphs placed as
/// Chromium does 51.0 dB.
@Suite("Glyph placement on browser canvases")
struct BrowserGlyphPlacementTests {
  @Test(
    "A glyph's device origin snaps to the nearest quarter pixel along x and whole pixel along y",
    arguments: [
      (10.0, 5.0, 10.0, 5.0), (10.1, 5.2, 10.0, 5.0), (10.125, 5.49, 10.25, 5.0), (10.3, 5.5, 10.25, 6.0),
      (10.375, 5.51, 10.5, 6.0), (10.6, 5.99, 10.5, 6.0), (10.875, -0.5, 11.0, 0.0), (-0.2, -0.51, -0.25, -1.0),
    ])
  func snapTable(x: Double, y: Double, snappedX: Double, snappedY: Double) {
    let snapped = GlyphSnap.origin(x: x, y: y)
    #expect(snapped.x == snappedX)
    #expect(snapped.y == snappedY)
  }

  /// Alpha of a 60 × 40 frame with a 24 px "l" whose origin is at (`x`, `y`).
  static func letter(x: Double, y: Double, antialias: String) throws -> [UInt8] {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 60, height: 40, fps: 10, duration: 0.1, background: transparent, antialias: \(antialias)}
        layers:
          - {type: text, text: "l", font: {family: DejaVu Sans, size: 24}, position: [\(x), \(y)], anchor: [0, 0],
             fill: white}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let image = try FrameRenderer(width: 60, height: 40).render(list)
    var alpha: [UInt8] = []
    for row in 0..<40 { for column in 0..<60 { alpha.append(image.pixel(x: column, y: row).a) } }
    return alpha
  }

  /// The same alpha moved right by `dx` and down by `dy` whole pixels (zeros shifted in).
  static func shifted(_ alpha: [UInt8], dx: Int, dy: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: alpha.count)
    for row in 0..<40 {
      for column in 0..<60 where (0..<60).contains(column - dx) && (0..<40).contains(row - dy) {
        out[row * 60 + column] = alpha[(row - dy) * 60 + column - dx]
      }
    }
    return out
  }

  /// Pairs of origins (x, y) on a browser canvas and how the second glyph relates to the
  /// first: the same pixels, the same pixels moved by whole pixels, or other coverage.
  @Test(
    "On a browser canvas glyphs keep quarter-pixel x and whole-pixel baselines",
    arguments: [
      (20.0, 30.0, 20.1, 30.0, "same"),  // the same quarter
      (20.0, 30.0, 20.25, 30.0, "different"),  // the next quarter: new coverage
      (20.0, 30.0, 20.5, 30.0, "different"),
      (20.0, 30.0, 21.0, 30.0, "moved 1 0"),
      (20.0, 30.0, 20.0, 30.4, "same"),  // the baseline rounds to whole pixels
      (20.0, 30.0, 20.0, 30.5, "moved 0 1"),
      (20.25, 30.0, 21.2, 30.6, "moved 1 1"),
    ])
  func browserPairs(x1: Double, y1: Double, x2: Double, y2: Double, relation: String) throws {
    let first = try Self.letter(x: x1, y: y1, antialias: "browser")
    let second = try Self.letter(x: x2, y: y2, antialias: "browser")
    #expect(first.contains { $0 > 0 })
    let words = relation.split(separator: " ")
    switch words[0] {
    case "same": #expect(first == second)
    case "moved":
      let dx = Int(words[1]) ?? 0
      let dy = Int(words[2]) ?? 0
      #expect(Self.shifted(first, dx: dx, dy: dy) == second)
    default:
      #expect(first != second)
      // Not a whole-pixel move of the first either.
      for dx in -1...1 { #expect(Self.shifted(first, dx: dx, dy: 0) != second) }
    }
  }

  /// Two "H" texts in one frame, the second `dx` to the right of the first (x 10.3):
  /// alpha of the first one's 40 × 30 cell and of the second one's (10.3 and 10.35 both
  /// draw at 10.25).
  static func pair(dx: Double) throws -> (first: [UInt8], second: [UInt8]) {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 120, height: 30, fps: 10, duration: 0.1, background: transparent, antialias: browser}
        layers:
          - {type: text, text: "H", font: {family: DejaVu Sans, size: 20}, position: [10.3, 22], anchor: [0, 0],
             fill: black}
          - {type: text, text: "H", font: {family: DejaVu Sans, size: 20}, position: [\(10.3 + dx), 22],
             anchor: [0, 0], fill: black}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let image = try FrameRenderer(width: 120, height: 30).render(list)
    let shift = Int(dx.rounded(.down))
    var first: [UInt8] = []
    var second: [UInt8] = []
    for row in 0..<30 {
      for column in 0..<40 {
        first.append(image.pixel(x: column, y: row).a)
        second.append(image.pixel(x: column + shift, y: row).a)
      }
    }
    return (first, second)
  }

  @Test(
    "A glyph drawn again in a frame on the same quarter is the same mask, on another quarter a new one",
    arguments: [(50.0, true), (50.05, true), (50.25, false), (50.5, false)])
  func cachedMasks(dx: Double, same: Bool) throws {
    let (first, second) = try Self.pair(dx: dx)
    #expect(first.contains { $0 > 0 })
    #expect((first == second) == same)
  }

  @Test("A frame's text is the same whether or not the renderer met its glyphs elsewhere, even off the canvas")
  func orderIndependent() throws {
    func list(_ x: Double) throws -> DisplayList {
      let scene = try SceneLoader.load(
        text: """
          canvas: {width: 120, height: 30, fps: 10, duration: 0.1, background: transparent, antialias: browser}
          layers:
            - {type: text, text: "Hamburg", font: {family: DejaVu Sans, size: 17}, position: [\(x), 21.3],
               anchor: [0, 0], fill: black}
          """, file: "t.yaml")
      return DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    }
    let fresh = try FrameRenderer(width: 120, height: 30).render(list(40.35))
    let renderer = try FrameRenderer(width: 120, height: 30)
    // Met first outside the canvas (Cairo leaves such glyphs out of paths), then partly out.
    _ = try renderer.render(list(-299.65))
    _ = try renderer.render(list(500.35))
    _ = try renderer.render(list(3.3))
    _ = try renderer.render(list(71.8))
    let warm = try renderer.render(list(40.35))
    var same = true
    for row in 0..<30 {
      for column in 0..<120 where fresh.pixel(x: column, y: row) != warm.pixel(x: column, y: row) { same = false }
    }
    #expect(same)
  }

  @Test("A standard canvas keeps Cairo's whole-pixel glyph origins")
  func standardRounds() throws {
    #expect(
      try Self.letter(x: 20.0, y: 30.0, antialias: "standard") == Self.letter(x: 20.25, y: 30.0, antialias: "standard"))
  }

  @Test(
    "Unsnapped glyph outlines are Pango's layout path",
    arguments: ["Hamburgefonts", "AV To, Wa", "fi ffl — Ünïcödé"])
  func unsnappedMatchesPango(text: String) throws {
    let pixels = PixelBuffer(width: 8, height: 8)
    let context = try CairoContext(surface: try CairoSurface(pixels: pixels))
    let cr = context.pointer
    cairo_translate(cr, 3.3, 17.7)
    cairo_scale(cr, 1.5, 1.25)
    let pango = try PangoText(cairo: cr, slightHinting: true)
    var style = TextStyle(content: text, family: "DejaVu Sans", size: 19)
    style.letterSpacing = 1.5
    let box = try pango.prepare(style, on: cr)
    cairo_new_path(cr)
    pango.addPath(box, on: cr)
    let expected = Self.flatPath(cr)
    cairo_new_path(cr)
    #expect(pango.addSnappedPath(box, on: cr, snap: false))
    let mine = Self.flatPath(cr)
    #expect(mine.count == expected.count)
    // Pango starts from Cairo's current point, kept in 1/256 device pixel, and ends by moving
    // back to it; the glyphs are otherwise the same.
    let tolerance = 1 / 256 / 1.25
    #expect(zip(mine.dropLast(2), expected.dropLast(2)).allSatisfy { abs($0 - $1) <= tolerance })
  }

  /// The current path's points, flattened, as one list of coordinates.
  static func flatPath(_ cr: OpaquePointer) -> [Double] {
    guard let path = cairo_copy_path(cr) else { return [] }
    defer { cairo_path_destroy(path) }
    var out: [Double] = []
    var i = 0
    while i < Int(path.pointee.num_data) {
      let header = path.pointee.data[i].header
      for k in 1..<Int(header.length) {
        let point = path.pointee.data[i + k].point
        out.append(point.x)
        out.append(point.y)
      }
      i += Int(header.length)
    }
    return out
  }

  @Test("A rotated text keeps Cairo's glyph drawing")
  func rotatedFallsBack() throws {
    let pixels = PixelBuffer(width: 8, height: 8)
    let context = try CairoContext(surface: try CairoSurface(pixels: pixels))
    let cr = context.pointer
    cairo_rotate(cr, 0.2)
    let pango = try PangoText(cairo: cr, slightHinting: true)
    let box = try pango.prepare(TextStyle(content: "l", family: "DejaVu Sans", size: 19), on: cr)
    cairo_new_path(cr)
    #expect(!pango.addSnappedPath(box, on: cr))
    #expect(Self.flatPath(cr).isEmpty)
  }
}
