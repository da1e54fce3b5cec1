internal import CCairo

#if canImport(Glibc)
  import Glibc
#endif

/// The current clip of a context whose transform is the identity, in whole device pixels.
enum DeviceClip {
  /// The clip's extents rounded outward to whole pixels (left, top, right, bottom); nil when
  /// Cairo reports a non-finite extent. Call with the identity matrix set.
  static func pixels(_ cr: OpaquePointer) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    guard cx0.isFinite, cy0.isFinite, cx1.isFinite, cy1.isFinite else { return nil }
    return (floor(cx0), floor(cy0), ceil(cx1), ceil(cy1))
  }
}
