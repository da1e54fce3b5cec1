import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport

/// The double-precision conversion formula (written independently of the fixed-point code),
/// and test images, for ``YUVConversionTests``.
enum YUVReference {
  /// Premultiplied → straight, as Chainframe always defined it (round to nearest, clamped).
  static func straight(_ c: Int, _ a: Int) -> Int {
    a == 0 ? 0 : a == 255 ? c : min(255, (c * 255 + a / 2) / a)
  }

  /// (B, G, R, A) of the colour the converter sees at (x, y): straight for alpha layouts.
  static func bgra(_ p: PixelBuffer, _ x: Int, _ y: Int, straightAlpha: Bool) -> [Double] {
    let (r, g, b, a) = p.pixel(x: x, y: y)
    let c = [Int(b), Int(g), Int(r)].map { straightAlpha ? straight($0, Int(a)) : $0 }
    return c.map(Double.init) + [Double(a)]
  }

  /// The expected planes of `layout` (same order as `YUVConversion.planes`), unrounded.
  static func planes(_ p: PixelBuffer, layout: YUVLayout, matrix: ColorMatrix, range: YUVRange) -> [[Double]] {
    let (kr, kb) = matrix == .bt709 ? (0.2126, 0.0722) : (0.299, 0.114)
    let kg = 1 - kr - kb
    let ten = layout.bytesPerSample == 2
    let scale = ten ? 4.0 : 1.0
    let maximum = ten ? 1023.0 : 255.0
    let (sy, sc, oy) = range == .limited ? (219 * scale, 224 * scale, 16 * scale) : (maximum, maximum, 0)
    let oc = 128 * scale
    let alpha = layout.hasAlpha
    func clamp(_ v: Double) -> Double { min(maximum, max(0, v)) }
    var luma: [Double] = []
    var alphas: [Double] = []
    for y in 0..<p.height {
      for x in 0..<p.width {
        let c = bgra(p, x, y, straightAlpha: alpha)
        luma.append(clamp(oy + sy * (kr * c[2] + kg * c[1] + kb * c[0]) / 255))
        alphas.append(ten ? c[3] * 1023 / 255 : c[3])
      }
    }
    let (cw, ch) = layout.chromaSize(width: p.width, height: p.height)
    let (fx, fy) = (p.width == cw ? 1 : 2, p.height == ch ? 1 : 2)
    var u: [Double] = []
    var v: [Double] = []
    for cy in 0..<ch {
      for cx in 0..<cw {
        var mean = [0.0, 0.0, 0.0]
        // Edge pixels repeat: an odd last column or row counts twice.
        let xs = (0..<fx).map { min(cx * fx + $0, p.width - 1) }
        let ys = (0..<fy).map { min(cy * fy + $0, p.height - 1) }
        for y in ys {
          for x in xs {
            let c = bgra(p, x, y, straightAlpha: alpha)
            for i in 0..<3 { mean[i] += c[i] / Double(xs.count * ys.count) }
          }
        }
        let yy = kr * mean[2] + kg * mean[1] + kb * mean[0]
        u.append(clamp(oc + sc * (mean[0] - yy) / (2 * (1 - kb)) / 255))
        v.append(clamp(oc + sc * (mean[2] - yy) / (2 * (1 - kr)) / 255))
      }
    }
    var result = [luma]
    if layout == .nv12 {
      result.append(zip(u, v).flatMap { [$0, $1] })
    } else {
      result += [u, v]
    }
    if alpha { result.append(alphas) }
    return result
  }

  /// A premultiplied test image: random pixels (colour ≤ alpha, a third of them opaque, some
  /// clear), then the extremes (black, white, pure primaries, full-range corners) in the first row.
  static func image(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
    var random = SplitMix64(seed: seed)
    let buffer = PixelBuffer(width: width, height: height)
    let extremes: [[UInt8]] = [
      [0, 0, 0, 255], [255, 255, 255, 255], [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
      [255, 255, 0, 255], [0, 255, 255, 255], [255, 0, 255, 255], [0, 0, 0, 0], [1, 0, 1, 1],
    ]
    buffer.withUnsafeMutableBytes { raw in
      for y in 0..<height {
        for x in 0..<width {
          let i = y * buffer.stride + x * 4
          var px: [UInt8]
          if y == 0 && x < extremes.count {
            px = extremes[x]
          } else {
            let kind = random.next() % 6
            let a: UInt8 = kind < 2 ? 255 : kind == 2 ? 0 : UInt8(random.next() % 256)
            px = (0..<3).map { _ in a == 0 ? 0 : UInt8(random.next() % (UInt64(a) + 1)) } + [a]
          }
          for c in 0..<4 { raw[i + c] = px[c] }
        }
      }
    }
    return buffer
  }
}
