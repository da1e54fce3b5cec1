internal import CCairo
internal import CRaster

/// The colour probe behind ``BrowserRaster``'s direct fills (``DirectOver``), and the
/// comparison of the direct way with Cairo's that the tests run.
extension BrowserRaster {
  /// The premultiplied 32-bit pixel pixman composites the solid colour `color` with: Cairo's
  /// own conversion, learnt by painting it into one pixel (Cairo's rounding of colours
  /// changed between versions), remembered per colour.
  func solidPixel(_ color: SolidColor) -> UInt32 {
    if let known = solidPixels[color] { return known }
    cairo_set_operator(probeContext, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(probeContext, color.red, color.green, color.blue, color.alpha)
    cairo_paint(probeContext)
    cairo_surface_flush(probe)
    let pixel = cairo_image_surface_get_data(probe).map { UnsafeRawPointer($0).load(as: UInt32.self) } ?? 0
    if solidPixels.count >= 1024 { solidPixels.removeAll(keepingCapacity: true) }
    solidPixels[color] = pixel
    return pixel
  }
  /// `pixels` (premultiplied ARGB32, `width` × `height`, row by row) after the polygon made
  /// of `edges` (device pixels: x0, y0, x1, y1 each) is filled over them in the solid
  /// `color` (straight red, green, blue, alpha, each 0…1), its coverage times `gain`;
  /// `direct` composites straight into the pixels where it can, else through a mask and
  /// Cairo; `wentDirect` says whether it did. For tests, which check that both give the same
  /// bytes. `multiply` composites with Cairo's multiply operator instead of OVER.
  package static func composite(
    edges: [(Double, Double, Double, Double)], evenOdd: Bool, gain: Double,
    color: (Double, Double, Double, Double), onto pixels: [UInt32], width: Int, height: Int, direct: Bool,
    multiply: Bool = false
  ) -> (pixels: [UInt32], wentDirect: Bool) {
    precondition(pixels.count == width * height, "pixels must hold width × height values")
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      let cr = cairo_create(surface)
    else { preconditionFailure("out of memory creating a test surface") }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return (pixels, false) }
    for row in 0..<height {
      let line = UnsafeMutableRawPointer(data + row * stride)
      for column in 0..<width {
        line.storeBytes(of: pixels[row * width + column], toByteOffset: column * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
    if multiply { cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY) }
    let raster = BrowserRaster()
    raster.allowsDirect = direct
    craster_reset(raster.raster)
    for e in edges { craster_add_edge(raster.raster, e.0, e.1, e.2, e.3) }
    raster.paint(evenOdd: evenOdd, gain: gain, cr)
    cairo_surface_flush(surface)
    var out = pixels
    for row in 0..<height {
      let line = UnsafeRawPointer(data + row * stride)
      for column in 0..<width { out[row * width + column] = line.load(fromByteOffset: column * 4, as: UInt32.self) }
    }
    return (out, raster.directFills > 0)
  }
}
