extension ImageMetrics {
  /// SSIM as FFmpeg's `ssim` filter reports it for a 4:2:0 video ("All"): the fast SSIM of the
  /// BT.709 limited-range Y plane and of the two chroma planes at half size, weighted 4:1:1 by
  /// their pixel counts. `verify` uses it against YUV references, so a scene compared with
  /// its own render is judged in the space the reference was stored in (as `ffmpeg -lavfi
  /// ssim` judges two YUV streams), not by chroma detail the format cannot hold.
  package static func ssimVideo(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    precondition(a.width == b.width && a.height == b.height, "SSIM needs same-sized images")
    let (ya, ua, va) = planes(a)
    let (yb, ub, vb) = planes(b)
    let w = a.width
    let h = a.height
    let cw = (w + 1) / 2
    let ch = (h + 1) / 2
    let y = ssim(ya, yb, width: w, height: h)
    let u = ssim(ua, ub, width: cw, height: ch)
    let v = ssim(va, vb, width: cw, height: ch)
    let luma = Double(w * h)
    let chroma = Double(cw * ch)
    return (y * luma + (u + v) * chroma) / (luma + 2 * chroma)
  }

  /// Y at full size and Cb, Cr averaged over 2×2 blocks (BT.709, limited range, rounded).
  private static func planes(_ image: PixelBuffer) -> ([UInt8], [UInt8], [UInt8]) {
    let w = image.width
    let h = image.height
    let cw = (w + 1) / 2
    let ch = (h + 1) / 2
    var y = [UInt8](repeating: 0, count: w * h)
    var cb = [Double](repeating: 0, count: cw * ch)
    var cr = [Double](repeating: 0, count: cw * ch)
    var counts = [Double](repeating: 0, count: cw * ch)
    image.withUnsafeBytes { p in
      for row in 0..<h {
        for x in 0..<w {
          let o = row * image.stride + x * 4
          let b = Double(p[o]) / 255
          let g = Double(p[o + 1]) / 255
          let r = Double(p[o + 2]) / 255
          let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
          y[row * w + x] = UInt8((16 + 219 * luma).rounded())
          let i = (row / 2) * cw + x / 2
          cb[i] += (b - luma) / 1.8556
          cr[i] += (r - luma) / 1.5748
          counts[i] += 1
        }
      }
    }
    func quantize(_ c: [Double]) -> [UInt8] {
      c.indices.map { UInt8(max(16, min(240, (128 + 224 * c[$0] / counts[$0]).rounded()))) }
    }
    return (y, quantize(cb), quantize(cr))
  }
}
