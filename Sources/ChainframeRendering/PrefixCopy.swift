import ChainframeModel

/// Copies of the cached static-prefix pixels (``FrameRenderer``) that leave out a rectangle the
/// frame's first dynamic layer writes over entirely (an opaque video converted straight into
/// the frame), and the copy of that rectangle when it turns out to be needed after all.
enum PrefixCopy {
  /// Copies every pixel of `source` into `destination` (same size) except columns `x..<x + width`
  /// of `rows`; nil copies everything.
  static func copy(
    _ source: PixelBuffer, into destination: PixelBuffer, except hole: (x: Int, width: Int, rows: Range<Int>)?
  ) {
    guard let hole, !hole.rows.isEmpty, hole.width > 0 else {
      destination.copy(from: source)
      return
    }
    precondition(source.width == destination.width && source.height == destination.height)
    precondition(hole.x >= 0 && hole.x + hole.width <= source.width && hole.rows.lowerBound >= 0)
    precondition(hole.rows.upperBound <= source.height)
    let stride = source.stride
    source.withUnsafeBytes { from in
      destination.withUnsafeMutableBytes { to in
        guard let s = from.baseAddress, let d = to.baseAddress else { return }
        // Whole rows above and below the hole in one copy each; beside it, the two sides.
        d.copyMemory(from: s, byteCount: hole.rows.lowerBound * stride)
        let below = hole.rows.upperBound * stride
        (d + below).copyMemory(from: s + below, byteCount: source.height * stride - below)
        let (left, right) = (hole.x * 4, (hole.x + hole.width) * 4)
        for y in hole.rows {
          (d + y * stride).copyMemory(from: s + y * stride, byteCount: left)
          (d + y * stride + right).copyMemory(from: s + y * stride + right, byteCount: stride - right)
        }
      }
    }
  }

  /// Copies columns `x..<x + width` of `rows` from `source` into `destination` (same size).
  static func copyHole(_ source: PixelBuffer, into destination: PixelBuffer, x: Int, width: Int, rows: Range<Int>) {
    precondition(source.width == destination.width && source.height == destination.height)
    precondition(x >= 0 && x + width <= source.width && rows.lowerBound >= 0 && rows.upperBound <= source.height)
    let stride = source.stride
    source.withUnsafeBytes { from in
      destination.withUnsafeMutableBytes { to in
        guard let s = from.baseAddress, let d = to.baseAddress else { return }
        for y in rows {
          (d + y * stride + x * 4).copyMemory(from: s + y * stride + x * 4, byteCount: width * 4)
        }
      }
    }
  }
}
