internal import CCairo
internal import CRaster
import ChainframeModel

/// Makes every pixel of a premultiplied buffer a valid one: a colour byte above its pixel's
/// alpha is lowered to the alpha. Cairo's HSL blend operators can leave such bytes (see
/// `Painter.composite`), and no writer reads them the same way.
package enum PremultipliedClamp {
  /// Clamps `pixels` in place; returns how many pixels changed.
  @discardableResult
  package static func apply(_ pixels: PixelBuffer) -> Int {
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
      return Int(craster_clamp_premultiplied(base, Int32(pixels.stride), Int32(pixels.width), Int32(pixels.height)))
    }
  }

  /// Clamps the image surface `cr` draws into (its current group's); other surfaces are left.
  static func apply(targetOf cr: OpaquePointer) {
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let changed = craster_clamp_premultiplied(
      data, cairo_image_surface_get_stride(target), cairo_image_surface_get_width(target),
      cairo_image_surface_get_height(target))
    if changed > 0 { cairo_surface_mark_dirty(target) }
  }
}
