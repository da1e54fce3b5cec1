internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Reads PNG files into pixel buffers (premultiplied BGRA, as Cairo draws), for golden-image
/// comparisons and contact sheets.
package enum PNGReader {
  /// The image at `path`.
  package static func read(_ path: String) throws(RenderError) -> PixelBuffer {
    guard let surface = cairo_image_surface_create_from_png(path) else { throw .image(path: path, reason: "no memory") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else { throw .image(path: path, reason: CairoSurface.describe(status)) }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let buffer = PixelBuffer(width: width, height: height)
    // Paint through Cairo so RGB24 and other formats arrive as ARGB32.
    let target = try CairoSurface(pixels: buffer)
    let cr = try CairoContext(surface: target)
    cairo_set_source_surface(cr.pointer, surface, 0, 0)
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr.pointer)
    cairo_surface_flush(target.pointer)
    return buffer
  }
}
