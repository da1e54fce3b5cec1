internal import CCairo

/// Owns a `cairo_t` drawing into a ``CairoSurface``.
final class CairoContext {
  let pointer: OpaquePointer
  let surface: CairoSurface

  init(surface: CairoSurface) throws(RenderError) {
    self.surface = surface
    guard let cr = cairo_create(surface.pointer) else {
      throw .cairo(operation: "creating a context", status: "no memory")
    }
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      cairo_destroy(cr)
      throw .cairo(operation: "creating a context", status: CairoSurface.describe(status))
    }
    pointer = cr
  }

  deinit { cairo_destroy(pointer) }

  /// Throws if Cairo's sticky error status is set.
  func check(_ operation: String) throws(RenderError) {
    let status = cairo_status(pointer)
    if status != CAIRO_STATUS_SUCCESS {
      throw .cairo(operation: operation, status: CairoSurface.describe(status))
    }
  }
}
