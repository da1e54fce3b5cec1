import ChainframeCore
import Foundation

/// Pixel comparisons for round-trip tests.
public enum ImageCompare {
  /// PSNR in dB over the R, G and B channels of two same-sized buffers (infinity when equal).
  /// Premultiplied values are compared as stored, which is what an opaque frame shows.
  public static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0.0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        let dr = Double(p.r) - Double(q.r)
        let dg = Double(p.g) - Double(q.g)
        let db = Double(p.b) - Double(q.b)
        sum += dr * dr + dg * dg + db * db
      }
    }
    let mse = sum / Double(a.width * a.height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }
}
