internal import CCairo

/// An image decoded into a premultiplied ARGB32 Cairo surface it owns.
final class DecodedImage {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  init(surface: OpaquePointer, width: Int, height: Int) {
    self.surface = surface
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(surface) }
}
