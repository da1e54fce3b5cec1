internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Owns a Cairo image surface that draws straight into a ``PixelBuffer``'s memory.
final class CairoSurface {
  let pointer: OpaquePointer
  /// Kept alive as long as the surface, because Cairo does not own the memory.
  let pixels: PixelBuffer

  init(pixels: PixelBuffer) throws(RenderError) {
    self.pixels = pixels
    // An opaque buffer (alpha 255 everywhere) is the same bytes read as RGB24; pixman then
    // knows the source is opaque and composites OVER as a plain copy instead of blending each
    // pixel, with identical results (over an opaque pixel the destination does not count).
    let format = pixels.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    let stride = Int(cairo_format_stride_for_width(format, Int32(pixels.width)))
    precondition(stride <= pixels.stride, "PixelBuffer stride is smaller than Cairo's")
    let surface = pixels.withUnsafeMutableBytes { bytes in
      cairo_image_surface_create_for_data(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), format,
        Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride))
    }
    guard let surface else { throw .cairo(operation: "creating a surface", status: "no memory") }
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      throw .cairo(operation: "creating a surface", status: CairoSurface.describe(status))
    }
    pointer = surface
  }

  deinit { cairo_surface_destroy(pointer) }

  static func describe(_ status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
    return String(cString: text)
  }
}
