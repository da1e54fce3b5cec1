import ChainframeCore
import Testing

@testable import ChainframeEncoding

@Suite("Frames composited onto a GIF matte")
struct MatteCompositeTests {
  /// (premultiplied source b, g, r, a) → expected (b, g, r, a) over the matte red 200,
  /// green 100, blue 50: `c + matte·(255 − a)/255` rounded to nearest, made opaque.
  static let cases: [((UInt8, UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8, UInt8))] = [
    ((10, 20, 30, 255), (10, 20, 30, 255)),
    ((0, 0, 0, 0), (0, 0, 0, 0)),
    ((0, 64, 128, 128), (25, 114, 228, 255)),
    ((1, 1, 1, 1), (51, 101, 200, 255)),
    ((254, 254, 254, 254), (254, 254, 255, 255)),
  ]

  @Test("opaque pixels pass, empty ones stay empty, the rest land on the matte", arguments: cases)
  func pixel(source: (UInt8, UInt8, UInt8, UInt8), expected: (UInt8, UInt8, UInt8, UInt8)) {
    // An odd width so the row padding is crossed; the pixel sits in the last column.
    let input = PixelBuffer(width: 3, height: 2)
    let output = PixelBuffer(width: 3, height: 2)
    input.withUnsafeMutableBytes { bytes in
      let i = input.stride + 2 * 4
      (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = source
    }
    MatteComposite.convert(input, into: output, red: 200, green: 100, blue: 50)
    let p = output.pixel(x: 2, y: 1)
    #expect(p.b == expected.0 && p.g == expected.1 && p.r == expected.2 && p.a == expected.3, "got \(p)")
    #expect(output.pixel(x: 0, y: 0).a == 0)
  }
}
