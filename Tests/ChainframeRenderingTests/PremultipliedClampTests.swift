import ChainframeModel
import ChainframeRendering
import Testing

/// `PremultipliedClamp`: colour bytes above their alpha are lowered to it; valid pixels stay.
@Suite("Premultiplied clamp")
struct PremultipliedClampTests {
  /// (BGRA in, BGRA out).
  static let cases: [([UInt8], [UInt8])] = [
    ([11, 0, 0, 2], [2, 0, 0, 2]),  // what Cairo's luminosity left on blend_mode_test
    ([0, 0, 8, 1], [0, 0, 1, 1]),
    ([255, 255, 255, 0], [0, 0, 0, 0]),
    ([11, 7, 3, 11], [11, 7, 3, 11]),
    ([0, 0, 0, 0], [0, 0, 0, 0]),
    ([200, 255, 100, 255], [200, 255, 100, 255]),
    ([90, 40, 91, 90], [90, 40, 90, 90]),
  ]

  @Test("Each colour byte above its alpha becomes the alpha; valid pixels are untouched", arguments: cases.indices)
  func clamps(index: Int) {
    let (input, expected) = Self.cases[index]
    // Three pixels a row, two rows, the case in the middle of the second: the row stride and
    // the pixels around it are honoured.
    let pixels = PixelBuffer(width: 3, height: 2)
    pixels.withUnsafeMutableBytes { raw in
      for i in 0..<4 { raw[pixels.stride + 4 + i] = input[i] }
    }
    let changed = PremultipliedClamp.apply(pixels)
    #expect(changed == (input == expected ? 0 : 1))
    pixels.withUnsafeBytes { raw in
      #expect((0..<4).map { raw[pixels.stride + 4 + $0] } == expected)
      #expect(raw.enumerated().allSatisfy { $0.offset / 4 == pixels.stride / 4 + 1 || $0.element == 0 })
    }
  }
}
