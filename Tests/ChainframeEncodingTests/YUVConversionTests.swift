import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Testing

@Suite("Chainframe's own BGRA → YUV conversion")
struct YUVConversionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let layout: YUVLayout
    let matrix: ColorMatrix
    let range: YUVRange
    var testDescription: String { "\(layout) \(matrix) \(range)" }
  }

  static let cases: [Case] = YUVLayout.allCases.flatMap { layout in
    ColorMatrix.allCases.flatMap { matrix in YUVRange.allCases.map { Case(layout: layout, matrix: matrix, range: $0) } }
  }

  /// Odd and even sizes, narrower and wider than one 16-pixel vector step, odd last rows.
  static let sizes: [(Int, Int)] = [(1, 1), (2, 2), (15, 3), (16, 2), (33, 5), (64, 4), (77, 9)]

  @Test("is within one code value of the double-precision formula", arguments: cases)
  func matchesReference(_ c: Case) {
    for (i, (w, h)) in Self.sizes.enumerated() {
      let image = YUVReference.image(width: w, height: h, seed: UInt64(i + 1))
      let ours = YUVConversion.planes(image, layout: c.layout, matrix: c.matrix, range: c.range)
      let expected = YUVReference.planes(image, layout: c.layout, matrix: c.matrix, range: c.range)
      #expect(ours.count == expected.count)
      for (plane, reference) in zip(ours, expected) {
        #expect(plane.samples.count == reference.count)
        let worst = zip(plane.samples, reference).map { abs(Double($0) - $1) }.max() ?? 0
        // |ours − exact| ≤ 1 means within one code value of the correctly rounded value too.
        #expect(worst < 1.0, "\(w)x\(h): max |ours − exact| = \(worst)")
      }
    }
  }

  @Test("vector and scalar paths produce identical bytes", arguments: cases)
  func vectorEqualsScalar(_ c: Case) {
    for (i, (w, h)) in (Self.sizes + [(1280, 8), (131, 17)]).enumerated() {
      let image = YUVReference.image(width: w, height: h, seed: UInt64(100 + i))
      let vector = YUVConversion.planes(image, layout: c.layout, matrix: c.matrix, range: c.range, path: .vector)
      let scalar = YUVConversion.planes(image, layout: c.layout, matrix: c.matrix, range: c.range, path: .scalar)
      #expect(vector == scalar, "\(w)x\(h)")
    }
  }

  @Test("maps black, white and grey to the range's code values", arguments: YUVRange.allCases)
  func levels(_ range: YUVRange) {
    let image = PixelBuffer(width: 4, height: 2)
    image.withUnsafeMutableBytes { raw in
      for x in 0..<4 {
        let v: UInt8 = x < 2 ? 0 : 255
        for y in 0..<2 { for c in 0..<3 { raw[y * image.stride + x * 4 + c] = v } }
        for y in 0..<2 { raw[y * image.stride + x * 4 + 3] = 255 }
      }
    }
    let eight = YUVConversion.planes(image, layout: .i420, matrix: .bt709, range: range)
    let ten = YUVConversion.planes(image, layout: .yuva444p10, matrix: .bt709, range: range)
    let (black, white): (UInt16, UInt16) = range == .limited ? (16, 235) : (0, 255)
    #expect(eight[0].samples == [black, black, white, white, black, black, white, white])
    #expect(eight[1].samples == [128, 128] && eight[2].samples == [128, 128])
    #expect(ten[0].samples[0] == black * 4 && ten[0].samples[3] == (range == .limited ? 940 : 1023))
    #expect(Set(ten[1].samples) == [512] && Set(ten[3].samples) == [1023])
  }

  @Test("unpremultiplies every (colour, alpha) pair exactly as before")
  func unpremultiplyExhaustive() {
    // Row a, column c holds colour c at alpha a (c > a too: the clamp is part of the contract).
    let image = PixelBuffer(width: 256, height: 256)
    image.withUnsafeMutableBytes { raw in
      for a in 0..<256 {
        for c in 0..<256 {
          let i = a * image.stride + c * 4
          (raw[i], raw[i + 1], raw[i + 2], raw[i + 3]) = (UInt8(c), UInt8(c), UInt8(c), UInt8(a))
        }
      }
    }
    let planes = YUVConversion.planes(image, layout: .yuva444p10, matrix: .bt709, range: .full)
    // Full-range 4:4:4 of a grey is Y = 1023 · c′ / 255 exactly up to rounding, so the grey
    // level c′ the converter saw is recoverable; compare it with the reference formula.
    var mismatches = 0
    for a in 0..<256 {
      for c in 0..<256 {
        let expected = Double(YUVReference.straight(c, a)) * 1023 / 255
        if abs(Double(planes[0].samples[a * 256 + c]) - expected) >= 0.51 { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }
}
