internal import CCairo

#if canImport(Glibc)
  import Glibc
#endif

/// Coverage masks of single glyphs for text on `browser` canvases, as Skia keeps them in
/// its glyph cache: one per font, glyph, quarter-pixel phase and luminance table, drawn once
/// from the glyph's outline (exact area, corrected by ``TextGamma``) and reused wherever the
/// glyph lands on the same phase. A text's glyphs are then merged into one mask (each over
/// the ones before, as Skia blends glyph after glyph) and painted once. One per ``Painter``.
final class GlyphMaskCache {
  /// What a mask is drawn for.
  struct Key: Hashable {
    /// The Cairo scaled font's address (the font is referenced while cached, so the address
    /// stays its own).
    var font: Int
    var glyph: UInt
    /// Quarter pixels right of the whole-pixel origin (0…3).
    var phase: Int
    /// ``TextGamma`` table number.
    var level: Int
  }

  /// A glyph's coverage: its rectangle relative to the glyph's whole-pixel origin, bytes
  /// row by row (`width` per row).
  struct Mask {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var alpha: [UInt8]
  }

  /// Masks by key; nil for glyphs that cover nothing (spaces drawn as glyphs).
  private var masks: [Key: Mask?] = [:]
  /// The fonts referenced by the keys, released when the cache is cleared.
  private var fonts: [OpaquePointer] = []
  private var knownFonts: Set<Int> = []
  /// Masks kept at most (then all are dropped and drawn again as needed).
  static let limit = 8192

  /// The context glyph outlines are made on (a recording surface, unbounded); nil if Cairo
  /// could not make one (glyphs then draw nothing).
  private let outlines: OpaquePointer?
  private let outlineSurface: OpaquePointer?

  init() {
    outlineSurface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
    outlines = outlineSurface.flatMap { cairo_create($0) }
  }

  deinit {
    clear()
    if let outlines { cairo_destroy(outlines) }
    if let outlineSurface { cairo_surface_destroy(outlineSurface) }
  }

  func clear() {
    masks.removeAll()
    for font in fonts { cairo_scaled_font_destroy(font) }
    fonts.removeAll()
    knownFonts.removeAll()
  }

  /// The mask of `glyph` (placed on the quarter-pixel grid) with table `level`, and the
  /// whole-pixel origin its rectangle is relative to; drawn with `raster` under the linear
  /// part of `cr`'s transform (the text's) when not cached.
  func mask(
    for glyph: PangoText.PlacedGlyph, level: Int, raster: BrowserRaster, _ cr: OpaquePointer
  ) -> (mask: Mask, originX: Int, originY: Int)? {
    let originX = glyph.device.x.rounded(.down)
    let originY = glyph.device.y.rounded(.down)
    guard originX.isFinite, originY.isFinite, abs(originX) < 1e9, abs(originY) < 1e9 else { return nil }
    let phase = min(max(Int(((glyph.device.x - originX) * GlyphSnap.stepsPerPixel).rounded()), 0), 3)
    let font = Int(bitPattern: glyph.font)
    let key = Key(font: font, glyph: glyph.index, phase: phase, level: level)
    if let known = masks[key] {
      guard let known else { return nil }
      return (known, Int(originX), Int(originY))
    }
    if masks.count >= Self.limit { clear() }
    if !knownFonts.contains(font) {
      knownFonts.insert(font)
      fonts.append(cairo_scaled_font_reference(glyph.font))
    }
    // Drawn at a canonical place, the origin a whole number of pixels right of and below the
    // device corner (from the glyph's own extents, so the ink lies in small positive
    // coordinates, which the rasterizer covers) plus the phase: a mask does not depend on
    // where the glyph was first met, so frames render the same in any order.
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var extents = cairo_text_extents_t()
    var one = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
    cairo_scaled_font_glyph_extents(glyph.font, &one, 1, &extents)
    let reach = (x: -extents.x_bearing * m.xx, y: -extents.y_bearing * m.yy)
    guard reach.x.isFinite, reach.y.isFinite, abs(reach.x) < 4096, abs(reach.y) < 4096 else { return nil }
    let marginX = Int(max(reach.x, 0).rounded(.up)) + 2
    let marginY = Int(max(reach.y, 0).rounded(.up)) + 2
    // On a context of its own over an unbounded surface: Cairo leaves out of a glyph path the
    // glyphs outside the target's clip and extents, which would cache an empty mask.
    guard let outlines else { return nil }
    cairo_save(outlines)
    var canonical = cairo_matrix_t(
      xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: Double(marginX) + Double(phase) / GlyphSnap.stepsPerPixel,
      y0: Double(marginY))
    cairo_set_matrix(outlines, &canonical)
    cairo_new_path(outlines)
    var atOrigin = glyph
    atOrigin.user = (0, 0)
    PangoText.addPath(of: [atOrigin][...], on: outlines)
    let covered = raster.coverage(levels: TextGamma.levels(level: level), outlines)
    cairo_new_path(outlines)
    cairo_restore(outlines)
    guard let covered, covered.alpha.contains(where: { $0 != 0 }) else {
      masks[key] = .some(nil)
      return nil
    }
    let made = Mask(
      x: covered.x - marginX, y: covered.y - marginY, width: covered.width, height: covered.height,
      alpha: covered.alpha)
    masks[key] = made
    return (made, Int(originX), Int(originY))
  }
}
