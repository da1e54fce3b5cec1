import ChainframeCore
import Testing

@testable import ChainframeRendering

/// The three-box Gaussian: it must blur in place, neither shifting the image nor losing it.
@Suite("Box blur")
struct BoxBlurTests {
  /// Alpha-weighted centre (x, y) of `pixels`, in pixels from the top-left corner.
  static func centre(_ pixels: PixelBuffer) -> (Double, Double, Double) {
    var sum = 0.0
    var sx = 0.0
    var sy = 0.0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let a = Double(pixels.pixel(x: x, y: y).a)
        sum += a
        sx += a * (Double(x) + 0.5)
        sy += a * (Double(y) + 0.5)
      }
    }
    return (sx / sum, sy / sum, sum)
  }

  @Test(
    "A blurred square keeps its centre for odd and even box sizes",
    arguments: [0.6, 0.9, 1.3, 2.0, 2.6, 4.0, 7.5])
  func centred(sigma: Double) {
    let pixels = PixelBuffer(width: 48, height: 40)
    pixels.withUnsafeMutableBytes { raw in
      let base = raw.bindMemory(to: UInt8.self)
      for y in 14..<26 {
        for x in 18..<30 { for c in 0..<4 { base[y * pixels.stride + x * 4 + c] = 255 } }
      }
    }
    let before = Self.centre(pixels)
    BoxBlur.blur(pixels, sigma: sigma)
    let after = Self.centre(pixels)
    #expect(!BoxBlur.boxes(sigma: sigma).isEmpty)
    #expect(abs(after.0 - before.0) < 0.02, "x moved from \(before.0) to \(after.0)")
    #expect(abs(after.1 - before.1) < 0.02, "y moved from \(before.1) to \(after.1)")
    // Integer rounding may lose a little, never a visible part.
    #expect(abs(after.2 - before.2) / before.2 < 0.01)
  }

  @Test("An even box size is split into two offset boxes and one wider centred box")
  func evenSplit() {
    #expect(
      BoxBlur.boxes(sigma: 0.9) == [
        BoxBlur.Box(size: 2, before: 1), BoxBlur.Box(size: 2, before: 0), BoxBlur.Box(size: 3, before: 1),
      ])
    #expect(BoxBlur.boxes(sigma: 1.6) == Array(repeating: BoxBlur.Box(size: 3, before: 1), count: 3))
  }
}
