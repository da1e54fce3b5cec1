internal import CCairo

/// The inputs of `pango_cairo_update_layout` for a layout whose font options are set
/// explicitly: the target surface's font options and the linear part of the transform (Pango
/// drops the translation). Two updates with equal keys leave the layout's context identical.
///
/// Owns two font-option objects (the last recorded one and a scratch one for comparing).
final class LayoutUpdateKey {
  /// The linear transform of the last update, as bit patterns (so -0 and 0 differ, as
  /// Pango's `memcmp` sees them); nil before the first update.
  private var linear: (UInt64, UInt64, UInt64, UInt64)?
  /// The target's font options at the last update.
  private let options = cairo_font_options_create()
  /// Scratch for the current target's options.
  private let scratch = cairo_font_options_create()

  deinit {
    cairo_font_options_destroy(options)
    cairo_font_options_destroy(scratch)
  }

  /// Whether an update to `cr` now would have the same inputs as the last one recorded.
  func matches(_ cr: OpaquePointer) -> Bool {
    guard let linear, let options, let scratch else { return false }
    guard Self.linear(of: cr) == linear else { return false }
    cairo_surface_get_font_options(cairo_get_target(cr), scratch)
    return cairo_font_options_equal(options, scratch) != 0
  }

  /// Records `cr`'s inputs after an update to it.
  func record(_ cr: OpaquePointer) {
    guard let options else {
      linear = nil
      return
    }
    cairo_surface_get_font_options(cairo_get_target(cr), options)
    guard cairo_font_options_status(options) == CAIRO_STATUS_SUCCESS else {
      linear = nil
      return
    }
    linear = Self.linear(of: cr)
  }

  private static func linear(of cr: OpaquePointer) -> (UInt64, UInt64, UInt64, UInt64) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return (m.xx.bitPattern, m.yx.bitPattern, m.xy.bitPattern, m.yy.bitPattern)
  }
}
