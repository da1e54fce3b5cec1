internal import CCairo
import ChainframeEngine
import ChainframeModel

/// An offscreen ARGB32 surface and context the size of the output, for layers that must be
/// drawn alone before compositing (blur, shadow, mask).
final class Scratch {
  let pixels: PixelBuffer
  let surface: CairoSurface
  let context: CairoContext

  init(width: Int, height: Int) throws(RenderError) {
    pixels = PixelBuffer(width: width, height: height)
    surface = try CairoSurface(pixels: pixels)
    context = try CairoContext(surface: surface)
  }

  /// Clears `region` (the whole surface when nil) to transparent and resets the context's
  /// state to `matrix` with no clip; pixels outside `region` keep whatever they held, so the
  /// caller reads the surface only inside it.
  func begin(matrix: cairo_matrix_t, region: DeviceBounds? = nil) {
    let cr = context.pointer
    cairo_reset_clip(cr)
    cairo_identity_matrix(cr)
    if let region {
      region.addPath(cr)
      cairo_clip(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    // Drawing is not clipped: a clip moves where pixman starts stepping through a filtered
    // image, which changes bilinear samples by a code or two.
    cairo_reset_clip(cr)
    var m = matrix
    cairo_set_matrix(cr, &m)
  }

  /// Makes Cairo's view of the pixels consistent before and after direct memory access.
  func flush() { cairo_surface_flush(surface.pointer) }
  func markDirty() { cairo_surface_mark_dirty(surface.pointer) }
}
