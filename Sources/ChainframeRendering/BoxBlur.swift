import ChainframeEngine
import ChainframeModel

/// A deterministic Gaussian blur: three box blurs per axis (the W3C filter-effects
/// approximation), integer arithmetic on premultiplied pixels, so every machine and thread
/// gets the same bytes.
enum BoxBlur {
  /// One box pass: its width and how many of its pixels lie left of (before) the output pixel.
  struct Box: Equatable {
    var size: Int
    var before: Int
  }

  /// Box passes for a Gaussian of standard deviation `sigma`, the W3C recipe: d =
  /// ⌊σ·3·√(2π)/4 + 0.5⌋; an odd d gives three boxes of d centred on the pixel; an even d
  /// gives a box of d centred on the pixel's left boundary, one of d centred on its right
  /// boundary and one of d + 1 centred on it, so the blur stays centred (three boxes of an
  /// even size shifted the image by 1.5 pixels).
  static func boxes(sigma: Double) -> [Box] {
    guard sigma > 0.25 else { return [] }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d >= 1 else { return [] }
    if d % 2 == 1 { return Array(repeating: Box(size: d, before: d / 2), count: 3) }
    return [Box(size: d, before: d / 2), Box(size: d, before: d / 2 - 1), Box(size: d + 1, before: d / 2)]
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
        for box in sizes { pass(&line, &out, count: w, box: box) }
        for x in 0..<w { for c in 0..<4 { row[x * 4 + c] = UInt8(line[x * 4 + c]) } }
      }
      for x in 0..<w {
        for y in 0..<h { for c in 0..<4 { line[y * 4 + c] = UInt32(base[y * stride + x * 4 + c]) } }
        for box in sizes { pass(&line, &out, count: h, box: box) }
        for y in 0..<h { for c in 0..<4 { base[y * stride + x * 4 + c] = UInt8(line[y * 4 + c]) } }
      }
    }
  }

  /// One box pass over `count` pixels; edges are transparent.
  private static func pass(_ line: inout [UInt32], _ out: inout [UInt32], count: Int, box: Box) {
    let size = box.size
    let left = box.before
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
