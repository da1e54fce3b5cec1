import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeEncoding

@Suite("Chainframe's GIF coder: exact round trips, and sizes that must not regress")
struct GIFCoderTests {
  static let colours: [(UInt8, UInt8, UInt8)] = [
    (255, 255, 255), (0, 0, 0), (230, 40, 40), (40, 200, 90), (30, 60, 220), (250, 200, 20),
    (120, 30, 160), (0, 180, 200), (90, 90, 90), (200, 120, 60), (10, 100, 40), (250, 150, 190),
  ]

  /// A frame: colour `f(x, y)` (an index into `colours`, or nil for transparent).
  static func frame(_ w: Int, _ h: Int, _ f: (Int, Int) -> Int?) -> PixelBuffer {
    let b = PixelBuffer(width: w, height: h)
    b.withUnsafeMutableBytes { raw in
      guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      for y in 0..<h {
        for x in 0..<w {
          let i = y * b.stride + x * 4
          guard let c = f(x, y) else {
            (p[i], p[i + 1], p[i + 2], p[i + 3]) = (0, 0, 0, 0)
            continue
          }
          let (r, g, bl) = colours[c]
          (p[i], p[i + 1], p[i + 2], p[i + 3]) = (bl, g, r, 255)
        }
      }
    }
    return b
  }

  /// A pseudo-random colour index (deterministic), to fill LZW tables quickly.
  static func noise(_ x: Int, _ y: Int, _ n: Int) -> Int {
    var v = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663 ^ n &* 83_492_791)
    v ^= v >> 13
    v = v &* 0x5bd1_e995
    return Int(v >> 7) % 5
  }

  struct Clip: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let width: Int
    let height: Int
    let alpha: Bool
    let frames: @Sendable (Int, Int, Int) -> Int?
    let count: Int
  }

  static let clips: [Clip] = [
    Clip(
      testDescription: "a square moving over a flat background", width: 64, height: 40, alpha: false,
      frames: { x, y, n in (x >= n * 6 && x < n * 6 + 12 && y >= 10 && y < 22) ? 2 : 0 }, count: 6),
    Clip(
      testDescription: "noise that fills the LZW table, changing in a band", width: 160, height: 120, alpha: false,
      frames: { x, y, n in y >= 40 && y < 80 ? noise(x, y, n) : noise(x, y, 0) + 5 }, count: 4),
    Clip(
      testDescription: "transparent dots appearing and disappearing", width: 48, height: 48, alpha: true,
      frames: { x, y, n in
        let d = (x / 12 + y / 12 * 4 + n) % 5
        return d == 0 ? nil : (x % 12 < 8 && y % 12 < 8 ? d + 1 : nil)
      }, count: 7),
    Clip(
      // 320 × 240 is over GIFFrameCoder.fullSearchPixels: the candidates race on sampled rows.
      testDescription: "a large rectangle of noise and flat bands, chosen on a sample of its rows", width: 320,
      height: 240, alpha: true,
      frames: { x, y, n in
        if (y / 20 + n) % 3 == 0 { return nil }
        return y % 40 < 20 ? noise(x, y, n) : (x + n * 7) / 32 % 4 + 6
      }, count: 4),
  ]

  static func encode(_ clip: Clip, dir: TemporaryDirectory) throws -> (String, [PixelBuffer]) {
    let frames = (0..<clip.count).map { n in frame(clip.width, clip.height) { clip.frames($0, $1, n) } }
    var options = GIFOptions(paletteMode: .clip, dither: .none)
    options.matte = .none
    let (path, _) = try GIFMatteTests.encode(
      frames, width: clip.width, height: clip.height, options: options, alpha: clip.alpha, fps: Rational(10), in: dir)
    return (path, frames)
  }

  @Test("FFmpeg decodes every pixel of every frame exactly", arguments: clips)
  func roundTrip(_ clip: Clip) throws {
    let dir = TemporaryDirectory()
    let (path, frames) = try Self.encode(clip, dir: dir)
    let decoded = try VideoDecoder(path: path).readAll()
    #expect(decoded.count == frames.count)
    for (n, (d, f)) in zip(decoded, frames).enumerated() {
      var wrong = 0
      for y in 0..<clip.height {
        for x in 0..<clip.width {
          let a = d.pixels.pixel(x: x, y: y)
          let b = f.pixel(x: x, y: y)
          if b.a == 0 ? a.a != 0 : (a.r, a.g, a.b, a.a) != (b.r, b.g, b.b, b.a) { wrong += 1 }
        }
      }
      #expect(wrong == 0, "frame \(n): \(wrong) pixels differ")
    }
  }

  @Test("Identical frames are not written again; their time goes to the frame before")
  func repeats() throws {
    let clip = Clip(
      testDescription: "", width: 32, height: 32, alpha: false, frames: { x, _, n in n < 3 ? 1 : (x < 8 ? 2 : 1) },
      count: 5)
    let dir = TemporaryDirectory()
    let (path, _) = try Self.encode(clip, dir: dir)
    let decoded = try VideoDecoder(path: path).readAll()
    #expect(decoded.count == 2)
    #expect(decoded.last.map { abs($0.time - 0.3) < 0.001 } == true)
  }

  /// Decodes GIF LZW (the test's own decoder).
  static func lzwDecode(_ bytes: [UInt8], minCodeSize: Int) -> [UInt8] {
    let clear = 1 << minCodeSize
    var table: [[UInt8]] = []
    func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
    reset()
    var size = minCodeSize + 1
    var bit = 0
    var out: [UInt8] = []
    var previous: [UInt8]?
    while bit + size <= bytes.count * 8 {
      var code = 0
      for k in 0..<size where bytes[(bit + k) / 8] >> UInt8((bit + k) % 8) & 1 == 1 { code |= 1 << k }
      bit += size
      if code == clear {
        reset()
        size = minCodeSize + 1
        previous = nil
        continue
      }
      if code == clear + 1 { break }
      let entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else if let p = previous {
        entry = p + [p[0]]
      } else {
        return out
      }
      if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
      if table.count >= 1 << size && size < 12 { size += 1 }
      out += entry
      previous = entry
    }
    return out
  }

  @Test("LZW round trips with either clear policy and every code size", arguments: [2, 3, 5, 8])
  func lzw(_ codeSize: Int) {
    let n = 70_000
    let symbols = (0..<n).map { i in UInt8(Self.noise(i % 300, i / 300, codeSize) % (1 << codeSize)) }
    for policy in GIFLZW.ClearPolicy.allCases {
      let coded = GIFLZW.encode(symbols, minCodeSize: codeSize, policy: policy)
      #expect(Self.lzwDecode(coded.bytes, minCodeSize: codeSize) == symbols, "\(policy)")
    }
    for short in [[UInt8](), [1], [1, 1], [0, 1, 2, 3, 0, 1, 2, 3]] {
      let coded = GIFLZW.encode(short, minCodeSize: codeSize, policy: .reset)
      #expect(Self.lzwDecode(coded.bytes, minCodeSize: codeSize) == short)
    }
  }

  @Test("Small fixtures stay as small as the coder makes them today (changed rectangle, transparency, clear code)")
  func sizes() throws {
    // Measured with this coder: a worse changed rectangle, transparency choice, palette or
    // clear policy makes them larger.
    let limits = [1_136, 14_628, 2_455]
    for (clip, limit) in zip(Self.clips, limits) {
      let dir = TemporaryDirectory()
      let (path, _) = try Self.encode(clip, dir: dir)
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      #expect(size <= limit, "\(clip.testDescription): \(size) B")
    }
  }
}
