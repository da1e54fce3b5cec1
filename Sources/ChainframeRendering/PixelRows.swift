import ChainframeModel

/// The walk over a rectangle of a buffer's premultiplied ARGB pixels that the per-pixel filters
/// share (``TintFilter``, ``TritoneFilter``, ``MaskConversion``): the region is clipped to the
/// buffer once, then `body` gets each row's pixels and the columns to visit, so the filter's
/// tight loop stays in the caller with scalar arithmetic and no per-pixel call.
enum PixelRows {
  /// Calls `body(row, columns)` for every row of `region ∩ buffer` (every row of the buffer
  /// when `region` is nil), top to bottom.
  static func forEach(
    in pixels: PixelBuffer, region: DeviceBounds?,
    _ body: (UnsafeMutablePointer<UInt32>, Range<Int>) -> Void
  ) {
    let all = DeviceBounds(x: 0, y: 0, width: pixels.width, height: pixels.height)
    let area = region?.intersection(all) ?? all
    guard !area.isEmpty else { return }
    let stride = pixels.stride
    let columns = area.x..<(area.x + area.width)
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in area.y..<(area.y + area.height) {
        body((base + y * stride).assumingMemoryBound(to: UInt32.self), columns)
      }
    }
  }
}
