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
        // Whole pixels as native-endian words (rows are 64-byte aligned): alpha in the top
        // byte, so opaque and empty pixels, most of a frame, take one load and one store.
        guard let s = src.baseAddress?.assumingMemoryBound(to: UInt32.self),
          let d = dst.baseAddress?.assumingMemoryBound(to: UInt32.self)
        else { return }
        let words = source.stride / 4
        for y in 0..<source.height {
          let row = y * words
          for x in 0..<source.width {
            let p = s[row + x]
            let a = Int(p >> 24)
            if a == 255 {
              d[row + x] = p
              continue
            }
            if a == 0 {
              d[row + x] = 0
              continue
            }
            let rest = 255 - a
            let b = UInt32(min(255, Int(p & 0xFF) + (mb * rest + 127) / 255))
            let g = UInt32(min(255, Int(p >> 8 & 0xFF) + (mg * rest + 127) / 255))
            let r = UInt32(min(255, Int(p >> 16 & 0xFF) + (mr * rest + 127) / 255))
            d[row + x] = 0xFF00_0000 | r << 16 | g << 8 | b
          }
        }
      }
    }
  }
}
