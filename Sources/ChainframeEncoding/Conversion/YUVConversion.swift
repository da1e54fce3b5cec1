internal import CColorConvert
import ChainframeEngine
import ChainframeModel

/// Chainframe's own BGRA (premultiplied) → YUV conversion: fixed-point, with a vector path and
/// a scalar path that produce identical bytes (see `ColorCoefficients` for the formulas).
///
/// Opaque layouts convert the premultiplied pixels as they are (transparent areas become
/// black, as when composited over black); layouts with alpha convert straight colour
/// (`Unpremultiply`) and store alpha separately.
package enum YUVConversion {
  /// Which implementation runs; both give the same bytes.
  package enum Path: Sendable, CaseIterable {
    /// Generic-vector code (SSE2 on x86-64, NEON on arm64; no run-time CPU detection).
    case vector
    /// One sample at a time.
    case scalar
  }

  /// One plane: its samples row by row (`rowLength` samples a row, no padding) — 8-bit
  /// samples as bytes, 10-bit samples as their values.
  package struct Plane: Sendable, Equatable {
    /// Samples per row.
    package let rowLength: Int
    /// Every sample, `rowLength × rows`.
    package var samples: [UInt16]
  }

  /// Converts `pixels` into packed planes (Y, then U and V — or UV for NV12 — then A).
  ///
  /// - Parameters:
  ///   - pixels: the frame, premultiplied BGRA as Cairo draws it.
  ///   - layout: which planes and subsampling to produce.
  ///   - matrix: BT.709 or BT.601.
  ///   - range: limited (what Chainframe encodes) or full.
  ///   - path: vector (default) or scalar; the bytes are the same.
  package static func planes(
    _ pixels: PixelBuffer, layout: YUVLayout, matrix: ColorMatrix, range: YUVRange, path: Path = .vector
  ) -> [Plane] {
    let image = YUVImage(width: pixels.width, height: pixels.height, layout: layout)
    image.convert(pixels, matrix: matrix, range: range, path: path)
    return (0..<image.planeCount).map { image.plane($0) }
  }

  /// Converts into caller-owned planes (Y, U, V or UV, A as ``YUVImage`` orders them), each `(base, stride in bytes)` and large enough for the frame.
  static func convert(
    _ pixels: PixelBuffer, layout: YUVLayout, matrix: ColorMatrix, range: YUVRange,
    planes: [(base: UnsafeMutableRawPointer, stride: Int)], straight: PixelBuffer? = nil, path: Path = .vector
  ) {
    let source: PixelBuffer
    if layout.hasAlpha {
      let target = straight ?? PixelBuffer(width: pixels.width, height: pixels.height)
      Unpremultiply.convert(pixels, into: target)
      source = target
    } else {
      source = pixels
    }
    let vector: Int32 = path == .vector ? 1 : 0
    let coefficients = ColorCoefficients(matrix)
    let (w, h) = (Int32(source.width), Int32(source.height))
    source.withUnsafeBytes { raw in
      guard let src = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      func p8(_ i: Int) -> UnsafeMutablePointer<UInt8> { planes[i].base.assumingMemoryBound(to: UInt8.self) }
      func p16(_ i: Int) -> UnsafeMutablePointer<UInt16> { planes[i].base.assumingMemoryBound(to: UInt16.self) }
      switch layout {
      case .i420, .yuva420p:
        var k = coefficients.eightBit(range)
        cf_bgra_to_yuv420(
          src, source.stride, w, h, p8(0), planes[0].stride, p8(1), planes[1].stride, p8(2), planes[2].stride, &k,
          vector)
        if layout == .yuva420p { cf_bgra_alpha_plane(src, source.stride, w, h, p8(3), planes[3].stride) }
      case .nv12:
        var k = coefficients.eightBit(range)
        cf_bgra_to_yuv420(
          src, source.stride, w, h, p8(0), planes[0].stride, p8(1), planes[1].stride, nil, 0, &k, vector)
      case .yuv422p10, .yuva444p10:
        var k = coefficients.tenBit(range)
        let alpha = layout == .yuva444p10
        cf_bgra_to_yuv_p10(
          src, source.stride, w, h, p16(0), planes[0].stride, p16(1), planes[1].stride, p16(2), planes[2].stride,
          alpha ? p16(3) : nil, alpha ? planes[3].stride : 0, layout == .yuv422p10 ? 1 : 0, &k, vector)
      }
    }
  }
}
