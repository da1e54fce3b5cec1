import ChainframeEngine
import ChainframeModel

/// A deterministic Gaussian blur: three box blurs per axis (the W3C filter-effects
/// approximation), integer arithmetic on premultiplied pixels, so every machine and thread
/// gets the same bytes.
enum BoxBlur {
  /// Box sizes for a Gaussian of standard deviation `sigma` (W3C: d = ⌊σ·3·√(2π)/4 + 0.5⌋).
  static func boxes(sigma: Double) -> [Int] {
    guard sigma > 0.25 else { return [] }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    return d < 1 ? [] : [d, d, d]
  }

  /// Blurs all four channels of `pixels` in place.
  static func blur(_ pixels: PixelBuffer, sigma: Double) {
    let sizes = boxes(sigma: sigma)
    guard !sizes.isEmpty else { return }
    let w = pixels.width
    let h = pixels.height
    let stride = pixels.stride
    var line = [UInt32](repeating: 0, count: max(w, h) * 4)
    var out = [UInt32](repeating: 0, count: max(w, h) * 4)
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      // Rows, then columns; the same three passes each way.
      for y in 0..<h {
        let row = base + y * stride
        for x in 0..<w { for c in 0..<4 { line[x * 4 + c] = UInt32(row[x * 4 + c]) } }
        for size in sizes { pass(&line, &out, count: w, size: size) }
        for x in 0..<w { for c in 0..<4 { row[x * 4 + c] = UInt8(line[x * 4 + c]) } }
      }
      for x in 0..<w {
        for y in 0..<h { for c in 0..<4 { line[y * 4 + c] = UInt32(base[y * stride + x * 4 + c]) } }
        for size in sizes { pass(&line, &out, count: h, size: size) }
        for y in 0..<h { for c in 0..<4 { base[y * stride + x * 4 + c] = UInt8(line[y * 4 + c]) } }
      }
    }
  }

  /// One box pass of width `size` over `count` pixels (even sizes shift by half a pixel, as
  /// the W3C recipe alternates); edges are transparent.
  private static func pass(_ line: inout [UInt32], _ out: inout [UInt32], count: Int, size: Int) {
    let left = size / 2
    let right = size - left - 1
    line.withUnsafeMutableBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for c in 0..<4 {
          var sum: UInt32 = 0
          // Window [x - left, x + right].
          for i in 0...min(right, count - 1) { sum += src[i * 4 + c] }
          for x in 0..<count {
            dst[x * 4 + c] = (sum + UInt32(size / 2)) / UInt32(size)
            let add = x + right + 1
            if add < count { sum += src[add * 4 + c] }
            let remove = x - left
            if remove >= 0 { sum -= src[remove * 4 + c] }
          }
        }
        for i in 0..<(count * 4) { src[i] = dst[i] }
      }
    }
  }
}
