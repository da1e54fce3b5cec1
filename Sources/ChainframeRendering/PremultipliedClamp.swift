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

  /// Clamps the pixels of `region` (device pixels) on the image surface `cr` draws into (its
  /// current group's, whose device offset is honoured); other surfaces are left. Only the
  /// rectangle a blend composited can hold such bytes, so the rest of the frame is not read.
  static func apply(targetOf cr: OpaquePointer, within region: DeviceBounds) {
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    var ox = 0.0
    var oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    guard ox == ox.rounded(), oy == oy.rounded(), abs(ox) < 1e7, abs(oy) < 1e7 else { return }
    let surface = DeviceBounds(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target))
    )
    let area = DeviceBounds(x: region.x + Int(ox), y: region.y + Int(oy), width: region.width, height: region.height)
      .intersection(surface)
    guard !area.isEmpty else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    let changed = craster_clamp_premultiplied(
      data + area.y * stride + area.x * 4, Int32(stride), Int32(area.width), Int32(area.height))
    if changed > 0 { cairo_surface_mark_dirty(target) }
  }
}
