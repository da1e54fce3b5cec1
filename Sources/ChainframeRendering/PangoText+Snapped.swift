internal import CCairo

extension PangoText {
  /// Adds the prepared layout's glyph outlines to `cr`'s path with each glyph's origin moved
  /// where Chromium draws it (``GlyphSnap``): the outlines are the font's (lightly hinted on a
  /// browser layout), so filling the path with exact-area coverage gives the glyph masks
  /// FreeType renders at those subpixel positions. Returns false, adding nothing, when the
  /// transform is not a positive axis-aligned scale (rotated, skewed or mirrored text keeps
  /// Cairo's glyph drawing).
  ///
  /// With `snap` false the origins are left exact: the path is then
  /// `pango_cairo_layout_path`'s (tests compare the two).
  func addSnappedPath(_ box: TextBox, on cr: OpaquePointer, snap: Bool = true) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
    guard let iter = pango_layout_get_iter(layout) else { return false }
    defer { pango_layout_iter_free(iter) }
    let scale = Double(PANGO_SCALE)
    var glyphs: [cairo_glyph_t] = []
    // Runs are placed as Pango's renderer places them: from the line's logical left edge,
    // each after the widths of the runs before it (a run's own extents are rounded through
    // the context's matrix, a few 1/1024 px off).
    var lineX: Int32?
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter) else {
        lineX = nil  // the end of a line
        continue
      }
      if lineX == nil {
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &line)
        lineX = line.x
      }
      let runX = lineX ?? 0
      guard let string = run.pointee.glyphs else { continue }
      lineX = runX + pango_glyph_string_get_width(string)
      guard let item = run.pointee.item, let font = item.pointee.analysis.font,
        let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
      else { continue }
      let baseline = Double(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset)
      var x = Double(runX)
      glyphs.removeAll(keepingCapacity: true)
      for i in 0..<Int(string.pointee.num_glyphs) {
        let info = string.pointee.glyphs[i]
        defer { x += Double(info.geometry.width) }
        // Empty glyphs (spaces Pango leaves out, zero-width marks) and unknown ones draw nothing.
        if info.glyph == Self.emptyGlyph || info.glyph & Self.unknownGlyphFlag != 0 { continue }
        var gx = box.x + (x + Double(info.geometry.x_offset)) / scale
        var gy = box.y + (baseline + Double(info.geometry.y_offset)) / scale
        if snap {
          let device = GlyphSnap.origin(x: m.xx * gx + m.x0, y: m.yy * gy + m.y0)
          gx = (device.x - m.x0) / m.xx
          gy = (device.y - m.y0) / m.yy
        }
        glyphs.append(cairo_glyph_t(index: UInt(info.glyph), x: gx, y: gy))
      }
      if glyphs.isEmpty { continue }
      cairo_set_scaled_font(cr, scaled)
      cairo_glyph_path(cr, glyphs, Int32(glyphs.count))
    } while pango_layout_iter_next_run(iter) != 0
    return true
  }

  /// `PANGO_GLYPH_EMPTY` and `PANGO_GLYPH_UNKNOWN_FLAG` (C macros with casts, which Swift
  /// does not import).
  private static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
  private static let unknownGlyphFlag: PangoGlyph = 0x1000_0000
}
