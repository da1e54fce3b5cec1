import ChainframeModel
import Testing

@testable import ChainframeRendering

/// The painted extent that layers with effects composite within, against a scan of every
/// pixel: it must hold each non-zero pixel (a pixel left out would drop part of a layer) and
/// be no larger than they need.
@Suite("Painted bounds")
struct PaintedBoundsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var width: Int
    var height: Int
    /// Painted pixels as (x, y).
    var painted: [(Int, Int)]
    var region: DeviceBounds?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing painted", width: 9, height: 7, painted: [], region: nil),
    Case(name: "one pixel in a corner", width: 9, height: 7, painted: [(8, 6)], region: nil),
    Case(name: "one pixel at the origin", width: 9, height: 7, painted: [(0, 0)], region: nil),
    Case(
      name: "a diagonal with empty rows between", width: 70, height: 40, painted: [(3, 2), (60, 30), (20, 12)],
      region: nil),
    Case(
      name: "pixels outside the region are not seen", width: 20, height: 20, painted: [(1, 1), (15, 15), (8, 9)],
      region: DeviceBounds(x: 5, y: 5, width: 8, height: 8)),
    Case(
      name: "a region past the buffer is cut to it", width: 20, height: 10, painted: [(19, 9)],
      region: DeviceBounds(x: 10, y: 5, width: 50, height: 50)),
    Case(
      name: "a wide row then a narrow one", width: 130, height: 5, painted: [(2, 1), (127, 1), (64, 3)], region: nil),
  ]

  static func buffer(_ c: Case) -> PixelBuffer {
    let pixels = PixelBuffer(width: c.width, height: c.height)
    pixels.withUnsafeMutableBytes { raw in
      for (x, y) in c.painted {
        raw.storeBytes(of: UInt32(0x0100_0000), toByteOffset: y * pixels.stride + 4 * x, as: UInt32.self)
      }
    }
    return pixels
  }

  /// Every pixel looked at: the reference.
  static func reference(_ pixels: PixelBuffer, _ region: DeviceBounds?) -> DeviceBounds {
    let all = DeviceBounds(x: 0, y: 0, width: pixels.width, height: pixels.height)
    let area = region?.intersection(all) ?? all
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1
    pixels.withUnsafeMutableBytes { raw in
      for y in area.y..<(area.y + area.height) {
        for x in area.x..<(area.x + area.width)
        where raw.load(fromByteOffset: y * pixels.stride + 4 * x, as: UInt32.self) != 0 {
          x0 = min(x0, x)
          y0 = min(y0, y)
          x1 = max(x1, x)
          y1 = max(y1, y)
        }
      }
    }
    return x1 < 0
      ? DeviceBounds(x: 0, y: 0, width: 0, height: 0)
      : DeviceBounds(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  @Test("The painted extent is the smallest rectangle holding every non-zero pixel", arguments: cases)
  func matchesScan(_ c: Case) {
    let pixels = Self.buffer(c)
    #expect(PaintedBounds.of(pixels, within: c.region) == Self.reference(pixels, c.region))
  }

  @Test("Random sparse pixels give the extent a scan of every pixel gives")
  func randomBuffers() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    for _ in 0..<200 {
      let w = 1 + next(90)
      let h = 1 + next(40)
      let count = next(6)
      let painted = (0..<count).map { _ in (next(w), next(h)) }
      let region = next(2) == 0 ? nil : DeviceBounds(x: next(w), y: next(h), width: next(w + 5), height: next(h + 5))
      let c = Case(name: "random", width: w, height: h, painted: painted, region: region)
      let pixels = Self.buffer(c)
      #expect(
        PaintedBounds.of(pixels, within: region) == Self.reference(pixels, region),
        "\(w)×\(h) \(painted) \(String(describing: region))")
    }
  }
}
