import ChainframeCore

/// Converts Cairo's premultiplied BGRA to straight alpha, for codecs that store alpha
/// (VP9, ProRes 4444, PNG, WebP, GIF transparency), which all expect straight alpha.
enum Unpremultiply {
  static func convert(_ source: PixelBuffer, into target: PixelBuffer) {
    precondition(source.width == target.width && source.height == target.height && source.stride == target.stride)
    source.withUnsafeBytes { src in
      target.withUnsafeMutableBytes { dst in
        guard let s = src.baseAddress?.assumingMemoryBound(to: UInt8.self),
          let d = dst.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return }
        for y in 0..<source.height {
          let row = y * source.stride
          for x in 0..<source.width {
            let i = row + x * 4
            let a = Int(s[i + 3])
            if a == 255 || a == 0 {
              d[i] = a == 0 ? 0 : s[i]
              d[i + 1] = a == 0 ? 0 : s[i + 1]
              d[i + 2] = a == 0 ? 0 : s[i + 2]
            } else {
              // Round to nearest: c·255/a, clamped (premultiplied values never exceed a).
              d[i] = UInt8(min(255, (Int(s[i]) * 255 + a / 2) / a))
              d[i + 1] = UInt8(min(255, (Int(s[i + 1]) * 255 + a / 2) / a))
              d[i + 2] = UInt8(min(255, (Int(s[i + 2]) * 255 + a / 2) / a))
            }
            d[i + 3] = UInt8(a)
          }
        }
      }
    }
  }
}
