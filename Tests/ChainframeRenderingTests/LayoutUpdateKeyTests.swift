import CCairo
import ChainframeCore
import Testing

@testable import ChainframeRendering

@Suite("Text layout updates")
struct LayoutUpdateKeyTests {
  /// A context on a fresh surface.
  func context() throws -> CairoContext {
    try CairoContext(surface: try CairoSurface(pixels: PixelBuffer(width: 32, height: 16)))
  }

  @Test("Nothing matches before the first update is recorded")
  func emptyKey() throws {
    let cr = try context()
    #expect(!LayoutUpdateKey().matches(cr.pointer))
  }

  /// How a transform change after the recorded update affects the key: translations are
  /// dropped by Pango, every change of the linear part needs a new update.
  @Test(
    "A translation keeps the key, any change of the linear part breaks it",
    arguments: [
      ("translate", true), ("fractional translate", true), ("scale", false), ("rotate", false),
      ("skew", false), ("identity", true),
    ])
  func transforms(change: String, stillMatches: Bool) throws {
    let cr = try context()
    let key = LayoutUpdateKey()
    key.record(cr.pointer)
    #expect(key.matches(cr.pointer))
    switch change {
    case "translate": cairo_translate(cr.pointer, 20, 7)
    case "fractional translate": cairo_translate(cr.pointer, 0.25, -3.5)
    case "scale": cairo_scale(cr.pointer, 1.5, 1.5)
    case "rotate": cairo_rotate(cr.pointer, 0.3)
    case "skew":
      var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0.2, yy: 1, x0: 0, y0: 0)
      cairo_transform(cr.pointer, &m)
    default: break
    }
    #expect(key.matches(cr.pointer) == stillMatches)
  }

  @Test("Another surface with the same font options matches; different options do not")
  func surfaces() throws {
    let a = try context()
    let b = try context()
    let key = LayoutUpdateKey()
    key.record(a.pointer)
    #expect(key.matches(b.pointer))
    // A recording surface reports other default font options than an image surface.
    let recording = try #require(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil))
    defer { cairo_surface_destroy(recording) }
    let options = try #require(cairo_font_options_create())
    defer { cairo_font_options_destroy(options) }
    let imageOptions = try #require(cairo_font_options_create())
    defer { cairo_font_options_destroy(imageOptions) }
    cairo_surface_get_font_options(recording, options)
    cairo_surface_get_font_options(cairo_get_target(a.pointer), imageOptions)
    let cr = try #require(cairo_create(recording))
    defer { cairo_destroy(cr) }
    #expect(key.matches(cr) == (cairo_font_options_equal(options, imageOptions) != 0))
  }

  @Test("Text moved, faded, scaled and rotated on one renderer draws the pixels of a fresh renderer")
  func reusedLayoutPixels() throws {
    let style = TextStyle(content: "Launch day", weight: 700, size: 18, align: .center)
    let frames: [(position: Vector2, scale: Double, rotation: Double, opacity: Double)] = [
      (Vector2(64, 40), 1, 0, 1), (Vector2(64.25, 40.5), 1, 0, 0.5), (Vector2(70, 30), 1.5, 0, 1),
      (Vector2(70, 30), 1.5, 20, 1), (Vector2(60, 44), 1, 0, 0.75), (Vector2(61, 44), 1, 0, 0.75),
    ]
    let reused = try FrameRenderer(width: 128, height: 64)
    for frame in frames {
      let list = DisplayList(
        width: 128, height: 64, background: .black,
        commands: [
          .text(
            TextCommand(
              transform: LayerTransform(
                position: frame.position, anchor: Vector2(0.5, 0.5), scale: Vector2(frame.scale, frame.scale),
                rotation: frame.rotation, skew: Vector2(0, 0)),
              style: style, fill: .white, opacity: frame.opacity))
        ])
      let again = try reused.render(list).withUnsafeBytes { Array($0) }
      let fresh = try FrameRenderer(width: 128, height: 64).render(list).withUnsafeBytes { Array($0) }
      #expect(again == fresh)
    }
  }
}
