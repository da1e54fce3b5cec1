internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Text with gradient fills and strokes.
extension Painter {
  func drawText(_ box: PangoText.TextBox, paint: Paint, opacity: Double, _ pango: PangoText, _ cr: OpaquePointer) {
    let grouped = opacity < 1 && paint.hasFill && paint.hasStroke
    let alpha = grouped ? 1 : opacity
    withOpacity(opacity, grouped: grouped, cr) {
      // An outline under the letters (captions): the stroke first, the fill over it.
      let strokeFirst = paint.hasStroke && paint.strokeStyle.underFill
      if strokeFirst {
        addTextPath(box, pango, cr)
        setStroke(paint, opacity: alpha, cr)
        strokePath(preserve: false, cr)
      }
      if paint.hasFill {
        setFill(paint, box: (box.x, box.y, box.width, box.height), opacity: alpha, cr)
        fillText(box, outlines: paint.hasStroke, pango, cr)
      }
      if paint.hasStroke && !strokeFirst {
        addTextPath(box, pango, cr)
        setStroke(paint, opacity: alpha, cr)
        strokePath(preserve: false, cr)
      }
    }
  }

  /// Fills the prepared text with the current source. On a `browser` canvas the glyphs sit
  /// where Chromium puts them (quarter-pixel x, whole-pixel baseline: ``GlyphSnap``) and are
  /// covered by exact area, as FreeType's rasterizer covers them, then corrected by the
  /// source's luminance as Skia corrects glyph masks (``TextGamma``); elsewhere Cairo draws
  /// its glyphs, or fills their outlines when `outlines` (text that is also stroked).
  func fillText(_ box: PangoText.TextBox, outlines: Bool, _ pango: PangoText, _ cr: OpaquePointer) {
    if browserEdges, let glyphs = pango.placedGlyphs(box, on: cr) {
      var red = 0.0
      var green = 0.0
      var blue = 0.0
      var alpha = 0.0
      // Skia takes a gradient's luminance as mid grey (0x7F807F).
      if cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha) != CAIRO_STATUS_SUCCESS {
        (red, green, blue) = (127 / 255, 128 / 255, 127 / 255)
      }
      paintGlyphMasks(glyphs, level: TextGamma.level(red: red, green: green, blue: blue), cr)
      return
    }
    if outlines {
      pango.addPath(box, on: cr)
      cairo_fill(cr)
    } else {
      pango.show(box, on: cr)
    }
  }

  /// Adds the prepared text's glyph outlines to the path: placed as ``fillText(_:outlines:_:_:)``
  /// places them on a `browser` canvas, at Pango's exact positions otherwise.
  private func addTextPath(_ box: PangoText.TextBox, _ pango: PangoText, _ cr: OpaquePointer) {
    if browserEdges {
      cairo_new_path(cr)
      if pango.addSnappedPath(box, on: cr) { return }
    }
    pango.addPath(box, on: cr)
  }
}
