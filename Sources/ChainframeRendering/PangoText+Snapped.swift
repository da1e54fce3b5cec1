internal import CCairo

extension PangoText {
  /// One glyph of the prepared layout: its Cairo font, index, origin in user space and in
  /// device pixels.
  struct PlacedGlyph {
    var font: OpaquePointer
    var index: UInt
    var user: (x: Double, y: Double)
    var device: (x: Double, y: Double)
  }

  /// The prepared layout's glyphs with each origin moved where Chromium draws it
  /// (``GlyphSnap``), or left exact when `snap` is false. Nil when `cr`'s transform is not a
  /// positive axis-aligned scale (rotated, skewed or mirrored text keeps Cairo's glyph drawing).
  func placedGlyphs(_ box: TextBox, on cr: OpaquePointer, snap: Bool = true) -> [PlacedGlyph]? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
    guard let iter = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iter) }
    let scale = Double(PANGO_SCALE)
    var placed: [PlacedGlyph] = []
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
      for i in 0..<Int(string.pointee.num_glyphs) {
        let info = string.pointee.glyphs[i]
        defer { x += Double(info.geometry.width) }
        // Empty glyphs (spaces Pango leaves out, zero-width marks) and unknown ones draw nothing.
        if info.glyph == Self.emptyGlyph || info.glyph & Self.unknownGlyphFlag != 0 { continue }
        var gx = box.x + (x + Double(info.geometry.x_offset)) / scale
        var gy = box.y + (baseline + Double(info.geometry.y_offset)) / scale
        var device = (x: m.xx * gx + m.x0, y: m.yy * gy + m.y0)
        if snap {
          device = GlyphSnap.origin(x: device.x, y: device.y)
          gx = (device.x - m.x0) / m.xx
          gy = (device.y - m.y0) / m.yy
        }
        placed.append(PlacedGlyph(font: scaled, index: UInt(info.glyph), user: (gx, gy), device: device))
      }
    } while pango_layout_iter_next_run(iter) != 0
    return placed
  }

  /// Adds the prepared layout's glyph outlines to `cr`'s path, placed as
  /// ``placedGlyphs(_:on:snap:)`` places them: the outlines are the font's (lightly hinted on
  /// a browser layout), so filling the path with exact-area coverage gives the glyph masks
  /// FreeType renders at those subpixel positions. Returns false, adding nothing, when the
  /// transform is not a positive axis-aligned scale. With `snap` false the path is
  /// `pango_cairo_layout_path`'s (tests compare the two).
  func addSnappedPath(_ box: TextBox, on cr: OpaquePointer, snap: Bool = true) -> Bool {
    guard let placed = placedGlyphs(box, on: cr, snap: snap) else { return false }
    Self.addPath(of: placed[...], on: cr)
    return true
  }

  /// Adds the outlines of `glyphs` at their user-space origins to `cr`'s path (Cairo's font
  /// state is changed to each run's font).
  static func addPath(of glyphs: ArraySlice<PlacedGlyph>, on cr: OpaquePointer) {
    var run: [cairo_glyph_t] = []
    var font: OpaquePointer?
    func flush() {
      guard let font, !run.isEmpty else { return }
      cairo_set_scaled_font(cr, font)
      cairo_glyph_path(cr, run, Int32(run.count))
      run.removeAll(keepingCapacity: true)
    }
    for glyph in glyphs {
      if glyph.font != font {
        flush()
        font = glyph.font
      }
      run.append(cairo_glyph_t(index: glyph.index, x: glyph.user.x, y: glyph.user.y))
    }
    flush()
  }

  /// `PANGO_GLYPH_EMPTY` and `PANGO_GLYPH_UNKNOWN_FLAG` (C macros with casts, which Swift
  /// does not import).
  private static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
  private static let unknownGlyphFlag: PangoGlyph = 0x1000_0000
}
