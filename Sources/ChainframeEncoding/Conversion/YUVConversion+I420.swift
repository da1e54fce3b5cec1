internal import CColorConvert
import ChainframeEngine
import ChainframeModel

extension YUVConversion {
  /// Planar 8-bit 4:2:0 → opaque Cairo pixels, as decoded video layers are converted
  /// (`PlanarVideoConverter`): fixed-point, each chroma sample covering its 2×2 block.
  ///
  /// - Parameters:
  ///   - y: `width × height` luma samples, rows without padding.
  ///   - u, v: `⌈width/2⌉ × ⌈height/2⌉` chroma samples each, rows without padding.
  ///   - matrix: BT.709 or BT.601; range: limited (16…235) or full.
  ///   - path: vector (default) or scalar; the bytes are the same.
  package static func pixels(
    i420 y: [UInt8], _ u: [UInt8], _ v: [UInt8], width: Int, height: Int, matrix: ColorMatrix, range: YUVRange,
    path: Path = .vector
  ) -> PixelBuffer {
    let chroma = (width + 1) / 2
    precondition(y.count == width * height && u.count == chroma * ((height + 1) / 2) && v.count == u.count)
    let pixels = PixelBuffer(width: width, height: height)
    var k = ColorCoefficients(matrix).rgbEightBit(range)
    pixels.withUnsafeMutableBytes { raw in
      guard let out = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      y.withUnsafeBufferPointer { yb in
        u.withUnsafeBufferPointer { ub in
          v.withUnsafeBufferPointer { vb in
            guard let yp = yb.baseAddress, let up = ub.baseAddress, let vp = vb.baseAddress else { return }
            cf_yuv420_to_bgra(
              yp, width, up, chroma, vp, chroma, Int32(width), Int32(height), out, pixels.stride, &k,
              path == .vector ? 1 : 0)
          }
        }
      }
    }
    return pixels
  }
}
