import ChainframeCore
import ChainframeEncoding
import Testing

@Suite("Chainframe's own YUV 4:2:0 → BGRA conversion for video layers")
struct I420ToPixelsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let matrix: ColorMatrix
    let range: YUVRange
    var testDescription: String { "\(matrix) \(range)" }
  }

  static let cases = ColorMatrix.allCases.flatMap { m in YUVRange.allCases.map { Case(matrix: m, range: $0) } }
  /// Odd and even sizes, narrower and wider than one 8-pixel vector step.
  static let sizes: [(Int, Int)] = [(1, 1), (2, 2), (7, 3), (8, 2), (9, 5), (17, 4), (64, 3), (131, 7)]

  /// Deterministic pseudo-random samples (the full 0…255 range, out-of-range codes included).
  static func samples(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    return (0..<count).map { _ in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  static func planes(_ w: Int, _ h: Int, seed: UInt64) -> ([UInt8], [UInt8], [UInt8]) {
    let c = ((w + 1) / 2) * ((h + 1) / 2)
    return (samples(w * h, seed: seed), samples(c, seed: seed + 1), samples(c, seed: seed + 2))
  }

  /// The double-precision inverse of the matrix, written independently of the fixed-point code.
  static func exact(_ y: UInt8, _ u: UInt8, _ v: UInt8, _ c: Case) -> (Double, Double, Double) {
    let (kr, kb) = c.matrix == .bt709 ? (0.2126, 0.0722) : (0.299, 0.114)
    let kg = 1 - kr - kb
    let (sy, sc, oy) = c.range == .limited ? (255.0 / 219, 255.0 / 224, 16.0) : (1.0, 1.0, 0.0)
    let l = sy * (Double(y) - oy)
    let cb = sc * (Double(u) - 128)
    let cr = sc * (Double(v) - 128)
    func clamp(_ x: Double) -> Double { min(255, max(0, x)) }
    return (
      clamp(l + 2 * (1 - kr) * cr), clamp(l - 2 * kb * (1 - kb) / kg * cb - 2 * kr * (1 - kr) / kg * cr),
      clamp(l + 2 * (1 - kb) * cb)
    )
  }

  @Test("is within one code value of the double-precision formula, chroma shared by each 2×2 block", arguments: cases)
  func matchesFormula(_ c: Case) {
    for (i, (w, h)) in Self.sizes.enumerated() {
      let (y, u, v) = Self.planes(w, h, seed: UInt64(i * 3 + 1))
      let image = YUVConversion.pixels(i420: y, u, v, width: w, height: h, matrix: c.matrix, range: c.range)
      var worst = 0.0
      for row in 0..<h {
        for x in 0..<w {
          let ci = (row / 2) * ((w + 1) / 2) + x / 2
          let (r, g, b) = Self.exact(y[row * w + x], u[ci], v[ci], c)
          let p = image.pixel(x: x, y: row)
          #expect(p.a == 255)
          worst = max(worst, abs(Double(p.r) - r), abs(Double(p.g) - g), abs(Double(p.b) - b))
        }
      }
      #expect(worst < 1.0, "\(w)x\(h): max |ours − exact| = \(worst)")
    }
  }

  @Test("vector and scalar paths produce identical bytes", arguments: cases)
  func vectorEqualsScalar(_ c: Case) {
    for (i, (w, h)) in (Self.sizes + [(1280, 4), (1919, 3)]).enumerated() {
      let (y, u, v) = Self.planes(w, h, seed: UInt64(100 + i))
      let vector = YUVConversion.pixels(i420: y, u, v, width: w, height: h, matrix: c.matrix, range: c.range)
      let scalar = YUVConversion.pixels(
        i420: y, u, v, width: w, height: h, matrix: c.matrix, range: c.range, path: .scalar)
      let same = vector.withUnsafeBytes { a in scalar.withUnsafeBytes { b in a.elementsEqual(b) } }
      #expect(same, "\(w)x\(h)")
    }
  }
}
