import ChainframeModel
import Foundation
import Testing

@testable import ChainframeRendering

/// The scalar Tint filter against the per-pixel-array version it replaced (kept here as the
/// reference), byte for byte over many premultiplied pixels and tints.
@Suite("Tint filter, scalar")
struct TintScalarTests {
  /// The filter as it was written before the shared row walk: arrays and a closure per pixel.
  static func reference(_ tint: Tint, _ pixels: PixelBuffer) {
    let amount = min(max(tint.amount, 0), 1)
    let black = [tint.black.red, tint.black.green, tint.black.blue]
    let span = [tint.white.red - black[0], tint.white.green - black[1], tint.white.blue - black[2]]
    let linear = TintFilter.linear
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in 0..<pixels.height {
        let row = (base + y * pixels.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<pixels.width {
          let p = row[x]
          let a8 = p >> 24
          if a8 == 0 { continue }
          let alpha = Double(a8) / 255
          func straight(_ shift: UInt32) -> Int {
            min(Int((Double((p >> shift) & 0xFF) * 255 / Double(a8)).rounded()), 255)
          }
          let source = [linear[straight(16)], linear[straight(8)], linear[straight(0)]]
          let grey = (source[0] + source[1] + source[2]) * 0.3333
          let greyCode = TintFilter.srgb(grey)
          let top = amount * alpha
          var out = [0.0, 0.0, 0.0]
          for c in 0..<3 {
            let mapped = linear[min(max(Int(((black[c] + span[c] * greyCode) * 255).rounded()), 0), 255)]
            let underGrey = grey * top + source[c] * alpha * (1 - top)
            out[c] = mapped * top + underGrey * (1 - top)
          }
          let outAlpha = min(top + (top + alpha * (1 - top)) * (1 - top), 1)
          var result = UInt32((outAlpha * 255).rounded()) << 24
          for (c, shift) in [(0, UInt32(16)), (1, 8), (2, 0)] {
            let straightLinear = outAlpha > 0 ? out[c] / outAlpha : 0
            let code = TintFilter.srgb(straightLinear) * outAlpha * 255
            result |= UInt32(min(max(code.rounded(), 0), 255)) << shift
          }
          row[x] = result
        }
      }
    }
  }

  @Test(
    "The scalar filter's bytes equal the reference's",
    arguments: [
      Tint(), Tint(amount: 0.5),
      Tint(black: Color(red: 0, green: 0, blue: 0.5), white: Color(red: 1, green: 0.5, blue: 0)),
      Tint(black: Color(red: 0.9, green: 0.1, blue: 0.3), white: Color(red: 0.2, green: 0.8, blue: 1), amount: 0.27),
    ])
  func identical(_ tint: Tint) {
    let a = PixelBuffer(width: 256, height: 64)
    // Every alpha level, with pseudo-random premultiplied colours at or below it.
    var state: UInt64 = 0x1234_5678
    a.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in 0..<a.height {
        let row = (base + y * a.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<a.width {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let alpha = UInt32(x)
          let r = UInt32((state >> 8) & 0xFF) * alpha / 255
          let g = UInt32((state >> 16) & 0xFF) * alpha / 255
          let b = UInt32((state >> 24) & 0xFF) * alpha / 255
          row[x] = alpha << 24 | r << 16 | g << 8 | b
        }
      }
    }
    let b = a.copied()
    TintFilter.apply(tint, to: a)
    Self.reference(tint, b)
    let same = a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.elementsEqual(y) } }
    #expect(same)
  }
}
