internal import CCairo
import ChainframeEngine
import ChainframeModel

extension Painter {
  /// Draws opaque stroked text (an outline under or over the letters, as captions have) by
  /// compositing its raster: stroke and fill drawn on a transparent surface aligned to whole
  /// device pixels, under the same transform moved by whole pixels, so the coverage is the
  /// direct drawing's. Stroked text is filled and stroked from glyph outlines (no glyph
  /// cache), about 1.6 ms per 1080p caption line; a caption stays put over its cue, so its
  /// raster is drawn once per renderer and composited on the cue's other frames.
  ///
  /// Always through the raster, hit or miss, so a frame's pixels do not depend on what the
  /// renderer drew before (compositing a raster may differ from drawing directly by one code
  /// where stroke and fill overlap with partial coverage).
  func drawStrokedText(
    _ style: TextStyle, box: PangoText.TextBox, paint: Paint, _ pango: PangoText, _ cr: OpaquePointer
  ) throws(RenderError) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let key = TextRaster.Key(style: style, paint: paint, matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0])
    let raster: TextRaster
    if let found = textRasters.raster(for: key) {
      raster = found
    } else {
      guard let made = try strokedTextRaster(key, box: box, pango, cr) else { return }
      raster = made
      textRasters.keep(made)
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, raster.surface.pointer, Double(raster.x), Double(raster.y))
    cairo_paint(cr)
  }

  /// Draws the raster for `key`: nil when the text covers no pixel of the frame.
  private func strokedTextRaster(
    _ key: TextRaster.Key, box: PangoText.TextBox, _ pango: PangoText, _ cr: OpaquePointer
  ) throws(RenderError) -> TextRaster? {
    // The ink's device bounds: the stroked outline's extents, corners taken to the device.
    cairo_save(cr)
    cairo_new_path(cr)
    pango.addPath(box, on: cr)
    setStroke(key.paint, opacity: 1, cr)
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
    var fx1 = 0.0
    var fy1 = 0.0
    var fx2 = 0.0
    var fy2 = 0.0
    cairo_fill_extents(cr, &fx1, &fy1, &fx2, &fy2)
    let device = deviceBox(min(x1, fx1), min(y1, fy1), max(x2, fx2), max(y2, fy2), cr)
    cairo_new_path(cr)
    cairo_restore(cr)
    guard let device else { return nil }
    let (minX, minY, maxX, maxY) = (device.minX, device.minY, device.maxX, device.maxY)
    // One pixel of margin for antialiasing; clipped to the frame, whose pixels are all that show.
    let left = max(Int(max(minX, -1).rounded(.down)) - 1, 0)
    let top = max(Int(max(minY, -1).rounded(.down)) - 1, 0)
    let right = min(Int(min(maxX, Double(width) + 1).rounded(.up)) + 1, width)
    let bottom = min(Int(min(maxY, Double(height) + 1).rounded(.up)) + 1, height)
    guard right > left, bottom > top else { return nil }
    let raster = try TextRaster(key: key, x: left, y: top, width: right - left, height: bottom - top)
    let context = try CairoContext(surface: raster.surface)
    let rcr = context.pointer
    cairo_set_antialias(rcr, cairo_get_antialias(cr))
    var m = cairo_matrix_t(
      xx: key.matrix[0], yx: key.matrix[1], xy: key.matrix[2], yy: key.matrix[3],
      x0: key.matrix[4] - Double(left), y0: key.matrix[5] - Double(top))
    cairo_set_matrix(rcr, &m)
    drawText(box, paint: key.paint, opacity: 1, pango, rcr)
    try context.check("drawing stroked text")
    cairo_surface_flush(raster.surface.pointer)
    return raster
  }
}
