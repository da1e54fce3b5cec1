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

  @Test("every premultiplied grey level over every alpha matches the formula, pixel by pixel")
  func everyAlpha() {
    // One row a alpha: 256 pixels of value min(a, v) for a sweep of v, so the vector body,
    // its tail and the padding all run.
    let width = 256
    let input = PixelBuffer(width: width, height: 256)
    let output = PixelBuffer(width: width, height: 256)
    input.withUnsafeMutableBytes { bytes in
      for a in 0..<256 {
        for x in 0..<width {
          let c = UInt8(min(a, x))
          let i = a * input.stride + x * 4
          (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (c, c / 2, c, UInt8(a))
        }
      }
    }
    MatteComposite.convert(input, into: output, red: 255, green: 7, blue: 128)
    var wrong = 0
    for a in 0..<256 {
      for x in 0..<width {
        let c = min(a, x)
        let p = output.pixel(x: x, y: a)
        let expected: (Int, Int, Int, Int) =
          a == 0
          ? (0, 0, 0, 0)
          : (
            min(255, c + (128 * (255 - a) + 127) / 255), min(255, c / 2 + (7 * (255 - a) + 127) / 255),
            min(255, c + (255 * (255 - a) + 127) / 255), 255
          )
        if (Int(p.b), Int(p.g), Int(p.r), Int(p.a)) != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }
}
