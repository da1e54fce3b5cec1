internal import CCairo

#if canImport(Glibc)
  import Glibc
#endif

extension Painter {
  /// Paints `glyphs` (placed on the quarter-pixel grid) with the current source through
  /// their cached masks (``GlyphMaskCache``, table `level`), merged into one mask, each glyph
  /// over the ones before as Skia blends them, within the clip.
  func paintGlyphMasks(_ glyphs: [PangoText.PlacedGlyph], level: Int, _ cr: OpaquePointer) {
    var placed: [(mask: GlyphMaskCache.Mask, left: Int, top: Int)] = []
    var x0 = Int.max
    var y0 = Int.max
    var x1 = Int.min
    var y1 = Int.min
    for glyph in glyphs {
      guard let found = glyphMasks.mask(for: glyph, level: level, raster: browserRaster, cr) else { continue }
      let left = found.originX + found.mask.x
      let top = found.originY + found.mask.y
      placed.append((found.mask, left, top))
      x0 = min(x0, left)
      y0 = min(y0, top)
      x1 = max(x1, left + found.mask.width)
      y1 = max(y1, top + found.mask.height)
    }
    guard !placed.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    // Only the clip's pixels can show.
    guard let clip = DeviceClip.pixels(cr) else { return }
    x0 = max(x0, Int(max(clip.x0, -1e9)))
    y0 = max(y0, Int(max(clip.y0, -1e9)))
    x1 = min(x1, Int(min(clip.x1, 1e9)))
    y1 = min(y1, Int(min(clip.y1, 1e9)))
    guard x1 > x0, y1 > y0, x1 - x0 < 32768, y1 - y0 < 32768 else { return }
    let w = x1 - x0
    let h = y1 - y0
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
    var merged = [UInt8](repeating: 0, count: stride * h)
    for (mask, left, top) in placed {
      // The part inside the merged rectangle (glyphs outside the clip have none).
      let rowStart = max(top, y0)
      let rowEnd = min(top + mask.height, y1)
      let columnStart = max(left, x0)
      let columnEnd = min(left + mask.width, x1)
      guard rowEnd > rowStart, columnEnd > columnStart else { continue }
      let rows = rowStart..<rowEnd
      let columns = columnStart..<columnEnd
      for row in rows {
        let from = (row - top) * mask.width - left
        let to = (row - y0) * stride - x0
        for column in columns {
          let s = Int(mask.alpha[from + column])
          if s == 0 { continue }
          let d = Int(merged[to + column])
          merged[to + column] = UInt8(s + (d * (255 - s) + 127) / 255)
        }
      }
    }
    merged.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress,
        let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))
      else { return }
      cairo_mask_surface(cr, surface, Double(x0), Double(y0))
      cairo_surface_destroy(surface)
    }
  }
}
