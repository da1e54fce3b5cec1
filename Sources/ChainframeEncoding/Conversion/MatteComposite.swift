import ChainframeEngine
import ChainframeModel

/// Premultiplied BGRA → GIF-ready BGRA over a matte: opaque pixels unchanged, fully transparent
/// pixels stay transparent (0,0,0,0), partly transparent ones composited onto the matte and
/// made opaque (`c + matte·(255 − a)/255`, rounded to nearest).
enum MatteComposite {
  /// Converts `source` into `target` (same size); `red`/`green`/`blue` is the matte.
  static func convert(_ source: PixelBuffer, into target: PixelBuffer, red: UInt8, green: UInt8, blue: UInt8) {
    precondition(source.width == target.width && source.height == target.height && source.stride == target.stride)
    // BGRA byte order: blue, green, red at offsets 0, 1, 2.
    let mb = Int(blue)
    let mg = Int(green)
    let mr = Int(red)
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
            if a == 0 {
              d[i] = 0
              d[i + 1] = 0
              d[i + 2] = 0
              d[i + 3] = 0
              continue
            }
            let rest = 255 - a
            d[i] = UInt8(min(255, Int(s[i]) + (mb * rest + 127) / 255))
            d[i + 1] = UInt8(min(255, Int(s[i + 1]) + (mg * rest + 127) / 255))
            d[i + 2] = UInt8(min(255, Int(s[i + 2]) + (mr * rest + 127) / 255))
            d[i + 3] = 255
          }
        }
      }
    }
  }
}
