import Foundation

/// Full-reference image quality metrics on the R, G and B channels, defined as FFmpeg's `psnr`
/// and `ssim` filters define them for planar RGB, so figures agree with FFmpeg's.
package enum ImageMetrics {
  /// PSNR in dB: `10·log10(255² / MSE)` with MSE the mean of the three channels' mean squared
  /// errors; infinity for identical images.
  package static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    precondition(a.width == b.width && a.height == b.height, "PSNR needs same-sized images")
    var sum = [0.0, 0.0, 0.0]
    a.withUnsafeBytes { pa in
      b.withUnsafeBytes { pb in
        for y in 0..<a.height {
          let ra = y * a.stride
          let rb = y * b.stride
          for x in 0..<a.width {
            for c in 0..<3 {
              let d = Double(pa[ra + x * 4 + c]) - Double(pb[rb + x * 4 + c])
              sum[c] += d * d
            }
          }
        }
      }
    }
    let mse = sum.reduce(0, +) / Double(3 * a.width * a.height)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }

  /// SSIM, 0…1: per channel, x264/FFmpeg's fast SSIM (sums over 4×4 blocks, 8×8 windows
  /// stepping by 4, integer constants c1 = 416 and c2 = 235963), averaged over the channels.
  package static func ssim(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    precondition(a.width == b.width && a.height == b.height, "SSIM needs same-sized images")
    var total = 0.0
    for c in 0..<3 {
      total += ssim(plane(a, channel: c), plane(b, channel: c), width: a.width, height: a.height)
    }
    return total / 3
  }

  /// SSIM of two single-channel planes of `width` × `height` (the fast SSIM above).
  static func ssim(_ pa: [UInt8], _ pb: [UInt8], width: Int, height: Int) -> Double {
    let bw = width / 4
    let bh = height / 4
    guard bw >= 2 && bh >= 2 else { return pa == pb ? 1 : 0 }
    // Sums per 4×4 block: s1, s2, ss (a² + b²), s12.
    var sums = [(Int, Int, Int, Int)](repeating: (0, 0, 0, 0), count: bw * bh)
    for by in 0..<bh {
      for bx in 0..<bw {
        var s1 = 0
        var s2 = 0
        var ss = 0
        var s12 = 0
        for y in (by * 4)..<(by * 4 + 4) {
          for x in (bx * 4)..<(bx * 4 + 4) {
            let u = Int(pa[y * width + x])
            let v = Int(pb[y * width + x])
            s1 += u
            s2 += v
            ss += u * u + v * v
            s12 += u * v
          }
        }
        sums[by * bw + bx] = (s1, s2, ss, s12)
      }
    }
    var plane = 0.0
    for by in 0..<(bh - 1) {
      for bx in 0..<(bw - 1) {
        let p = [sums[by * bw + bx], sums[by * bw + bx + 1], sums[(by + 1) * bw + bx], sums[(by + 1) * bw + bx + 1]]
        let s1 = p.reduce(0) { $0 + $1.0 }
        let s2 = p.reduce(0) { $0 + $1.1 }
        let ss = p.reduce(0) { $0 + $1.2 }
        let s12 = p.reduce(0) { $0 + $1.3 }
        plane += end(s1, s2, ss, s12)
      }
    }
    return plane / Double((bw - 1) * (bh - 1))
  }

  /// Channel `c` (0 = B, 1 = G, 2 = R in Cairo's layout) as a tight plane.
  private static func plane(_ image: PixelBuffer, channel c: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: image.width * image.height)
    image.withUnsafeBytes { p in
      for y in 0..<image.height {
        for x in 0..<image.width { out[y * image.width + x] = p[y * image.stride + x * 4 + c] }
      }
    }
    return out
  }

  /// One 8×8 window's SSIM from its sums, in single precision as FFmpeg computes it.
  private static func end(_ s1: Int, _ s2: Int, _ ss: Int, _ s12: Int) -> Double {
    let c1: Float = 416
    let c2: Float = 235963
    let vars = Float(ss * 64 - s1 * s1 - s2 * s2)
    let covar = Float(s12 * 64 - s1 * s2)
    let f1 = Float(s1)
    let f2 = Float(s2)
    return Double((2 * f1 * f2 + c1) * (2 * covar + c2) / ((f1 * f1 + f2 * f2 + c1) * (vars + c2)))
  }
}
