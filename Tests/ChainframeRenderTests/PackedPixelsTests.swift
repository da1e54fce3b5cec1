import ChainframeModel
import ChainframeTestSupport
import Testing

@testable import ChainframeRender

/// Frames kept for a GIF's later passes are run-length coded; unpacking gives back every byte.
@Suite("Packed pixels")
struct PackedPixelsTests {
  /// How a test frame is filled: flat, noise, or flat with a noisy stripe and short runs.
  enum Fill: String, CaseIterable, Sendable {
    case flat, noise, mixed, runsOfTwo
  }

  static func frame(width: Int, height: Int, fill: Fill, seed: UInt64) -> PixelBuffer {
    var rng = SplitMix64(seed: seed)
    let p = PixelBuffer(width: width, height: height)
    p.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for i in words.indices {
        switch fill {
        case .flat: words[i] = 0xFF33_6699
        case .noise: words[i] = UInt32.random(in: 0...UInt32.max, using: &rng)
        case .mixed: words[i] = (i / 7) % 5 == 0 ? UInt32.random(in: 0...3, using: &rng) : 0xFF00_00FF
        case .runsOfTwo: words[i] = UInt32(i / 2)
        }
      }
    }
    p.isOpaque = fill == .flat
    return p
  }

  @Test(
    "unpacking restores every byte, padding included",
    arguments: [(1, 1), (3, 2), (17, 5), (64, 64), (500, 3)], Fill.allCases)
  func roundTrip(size: (width: Int, height: Int), fill: Fill) {
    let source = Self.frame(
      width: size.width, height: size.height, fill: fill, seed: UInt64(size.width * 131 + size.height))
    let packed = PackedPixels(source)
    let target = PixelBuffer(width: size.width, height: size.height)
    target.withUnsafeMutableBytes { raw in
      for i in raw.indices { raw[i] = 0xAB }
    }
    packed.unpack(into: target)
    let same = source.withUnsafeBytes { a in target.withUnsafeBytes { b in a.elementsEqual(b) } }
    #expect(same)
    #expect(target.isOpaque == source.isOpaque)
  }

  @Test("a flat frame packs to a few bytes, noise to little more than its size")
  func sizes() {
    let flat = PackedPixels(Self.frame(width: 1024, height: 1024, fill: .flat, seed: 1))
    #expect(flat.byteCount < 1024)
    let noiseFrame = Self.frame(width: 256, height: 256, fill: .noise, seed: 2)
    let noise = PackedPixels(noiseFrame)
    #expect(noise.byteCount <= noiseFrame.byteCount + 128)
  }
}
