import ChainframeCore
import ChainframeModel
import ChainframeTestSupport
import Testing

@testable import ChainframeEncoding

/// Chainframe's GIF palettes: the histogram, median cut and the dithering mapper.
@Suite("GIF palettes: histogram, median cut, mapping")
struct GIFQuantizationTests {
  /// A deterministic generator (xorshift64*), so every run tests the same colours.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 2_685_821_657_736_338_717
    }
  }

  /// A straight-alpha buffer whose pixel (x, y) is `pixel(x, y)` (0xAARRGGBB).
  static func buffer(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) -> PixelBuffer {
    let b = PixelBuffer(width: width, height: height)
    b.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in 0..<height {
        let row = base.advanced(by: y * b.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { row[x] = pixel(x, y) }
      }
    }
    return b
  }

  @Test(
    "A histogram with no more colours than the palette holds gives exactly its colours",
    arguments: [1, 2, 17, 255, 256])
  func exactColours(_ n: Int) {
    var rng = Seeded(state: UInt64(n) &+ 99)
    var colours = Set<UInt32>()
    while colours.count < n { colours.insert(UInt32.random(in: 0...0xFF_FFFF, using: &rng)) }
    let histogram = ColorHistogram()
    for c in colours.sorted() { histogram.add(c, weight: Int.random(in: 1...50, using: &rng)) }
    let palette = MedianCut.palette(histogram, maxColors: 256)
    #expect(palette.sorted() == colours.sorted().map { 0xFF00_0000 | $0 })
  }

  @Test("Median cut fills the palette with box means inside the colours' range", arguments: [2, 16, 255, 256])
  func paletteSize(_ maxColors: Int) {
    var rng = Seeded(state: 7)
    let histogram = ColorHistogram()
    for _ in 0..<5000 {
      let r = UInt32.random(in: 40...200, using: &rng)
      let g = UInt32.random(in: 0...255, using: &rng)
      let b = UInt32.random(in: 90...100, using: &rng)
      histogram.add(r << 16 | g << 8 | b, weight: Int.random(in: 1...9, using: &rng))
    }
    let palette = MedianCut.palette(histogram, maxColors: maxColors)
    #expect(palette.count == maxColors)
    #expect(Set(palette).count == palette.count || maxColors > 200, "boxes of distinct colours differ")
    for c in palette {
      #expect(c >> 24 == 0xFF)
      #expect((40...200).contains(c >> 16 & 0xFF) && (90...100).contains(c & 0xFF))
    }
    // The same counts in another order give the same palette.
    #expect(MedianCut.palette(histogram, maxColors: maxColors) == palette)
  }

  @Test("The histogram counts every pixel at or above the alpha threshold; diff mode only changed ones")
  func counting() {
    let colours: [UInt32] = [0xFF11_2233, 0xFF11_2233, 0x7F44_5566, 0xFFAB_CDEF]
    let frame = Self.buffer(width: 37, height: 11) { x, y in colours[(x / 3 + y) % colours.count] }
    let all = ColorHistogram()
    all.add(frame, minimumAlpha: 0)
    #expect(all.total == 37 * 11 && all.distinct == 3)
    let opaque = ColorHistogram()
    opaque.add(frame, minimumAlpha: 128)
    var expected: [UInt32: Int] = [:]
    for y in 0..<11 {
      for x in 0..<37 where colours[(x / 3 + y) % 4] >> 24 >= 128 {
        expected[colours[(x / 3 + y) % 4] & 0xFF_FFFF, default: 0] += 1
      }
    }
    #expect(opaque.entries.map { $0.color } == expected.keys.sorted())
    #expect(opaque.entries.map { $0.count } == expected.keys.sorted().map { expected[$0] ?? 0 })
    let moved = Self.buffer(width: 37, height: 11) { x, y in x == 5 && y == 5 ? 0xFF00_0001 : colours[(x / 3 + y) % 4] }
    let diff = ColorHistogram()
    diff.add(moved, minimumAlpha: 0, previous: frame)
    #expect(diff.total == 1 && diff.entries.first?.color == 1)
  }

  @Test("Past a million colours the histogram keeps fewer bits but every pixel")
  func bounded() {
    let frame = Self.buffer(width: 1200, height: 1000) { x, y in 0xFF00_0000 | UInt32(y * 1200 + x) * 13 & 0xFF_FFFF }
    let h = ColorHistogram()
    h.add(frame, minimumAlpha: 0)
    #expect(h.total == 1_200_000)
    #expect(h.mask != 0xFF_FFFF && h.distinct <= 2 * ColorHistogram.maxDistinct)
    #expect(MedianCut.palette(h, maxColors: 256).count == 256)
  }

  @Test("The mapper picks the nearest colour, ties to the lower index", arguments: [3, 64, 255])
  func nearest(_ size: Int) {
    var rng = Seeded(state: UInt64(size) * 31)
    // Coarse channels, so ties happen.
    let colours = (0..<size).map { _ in
      0xFF00_0000 | UInt32.random(in: 0...7, using: &rng) * 32 << 16 | UInt32.random(in: 0...7, using: &rng) * 32 << 8
        | UInt32.random(in: 0...7, using: &rng) * 32
    }
    let mapper = PaletteMapper(colors: colours, transparent: false, dither: .none, bayerScale: 5)
    for _ in 0..<3000 {
      let c = UInt32.random(in: 0...0xFF_FFFF, using: &rng)
      var best = 0
      var bestDistance = Int.max
      for (i, p) in colours.enumerated() {
        let d = [16, 8, 0].reduce(0) { sum, s in
          let v = Int(p >> UInt32(s) & 0xFF) - Int(c >> UInt32(s) & 0xFF)
          return sum + v * v
        }
        if d < bestDistance { (best, bestDistance) = (i, d) }
      }
      #expect(mapper.nearest(c) == best)
      #expect(mapper.nearest(c) == best, "the cached answer")
    }
  }

  @Test("Pixels below alpha 128 take the transparent entry, the others their colour")
  func transparency() {
    let frame = Self.buffer(width: 4, height: 1) { x, _ in [0x7FFF_0000, 0x80FF_0000, 0, 0xFF00_00FF][x] }
    let mapper = PaletteMapper(colors: [0xFFFF_0000, 0xFF00_00FF], transparent: true, dither: .bayer, bayerScale: 5)
    var indices = [UInt8](repeating: 9, count: 4)
    var colours = [UInt32](repeating: 9, count: 4)
    mapper.map(frame, indices: &indices, colours: &colours)
    #expect(mapper.transparentIndex == 2)
    #expect(indices == [2, 0, 2, 1])
    #expect(colours == [0, 0xFFFF_0000, 0, 0xFF00_00FF])
  }

  @Test("Bayer offsets cover each step of the range once per 8 × 8 block", arguments: [0, 2, 5])
  func bayer(_ scale: Int) {
    let greys = (0..<256).map { 0xFF00_0000 | UInt32($0) * 0x01_0101 }
    let mapper = PaletteMapper(colors: greys, transparent: false, dither: .bayer, bayerScale: scale)
    let frame = Self.buffer(width: 8, height: 8) { _, _ in 0xFF80_8080 }
    var indices = [UInt8](repeating: 0, count: 64)
    var colours = [UInt32](repeating: 0, count: 64)
    mapper.map(frame, indices: &indices, colours: &colours)
    let offsets = indices.map { Int($0) - 128 }
    let delta = 1 << (5 - scale)
    var expected: [Int] = []
    for v in 0..<64 { expected.append((v >> scale) - delta) }
    #expect(offsets.sorted() == expected.sorted())
  }

  @Test(
    "Error diffusion keeps a flat grey's mean between two colours",
    arguments: [GIFOptions.Dither.floydSteinberg, .sierra24a])
  func diffusion(_ dither: GIFOptions.Dither) {
    let mapper = PaletteMapper(colors: [0xFF00_0000, 0xFFFF_FFFF], transparent: false, dither: dither, bayerScale: 5)
    let frame = Self.buffer(width: 64, height: 64) { _, _ in 0xFF64_6464 }
    var indices = [UInt8](repeating: 0, count: 64 * 64)
    var colours = [UInt32](repeating: 0, count: 64 * 64)
    mapper.map(frame, indices: &indices, colours: &colours)
    let white = Double(indices.filter { $0 == 1 }.count) / Double(indices.count)
    #expect(abs(white - 100.0 / 255.0) < 0.02, "white share \(white)")
  }
}

/// The GIF encoder's own scaling (`--scale`), which swscale's Lanczos filter does now that the
/// palettes no longer run in a libavfilter graph.
@Suite("GIF scaling")
struct GIFScalingTests {
  @Test("A scaled GIF has the new size and keeps the picture", arguments: [(20, 10), (61, 31)])
  func scaled(_ size: (width: Int, height: Int)) throws {
    // Premultiplied opaque frames: red on the left half, blue on the right.
    let frame = GIFQuantizationTests.buffer(width: 80, height: 40) { x, _ in x < 40 ? 0xFFFF_0000 : 0xFF00_00FF }
    let dir = TemporaryDirectory()
    let path = dir.file("s.gif")
    let settings = VideoSettings(width: 80, height: 40, fps: Rational(10), format: .gif, alpha: false)
    let encoder = try GIFEncoder(path: path, settings: settings, outputWidth: size.width)
    for pass in 0..<encoder.passCount {
      try encoder.beginPass(pass)
      for _ in 0..<3 { try encoder.append(frame) }
      try encoder.endPass()
    }
    try encoder.finish()
    let decoded = try VideoDecoder(path: path).readAll()
    let first = try #require(decoded.first)
    #expect(first.pixels.width == size.width && first.pixels.height == size.height)
    let left = first.pixels.pixel(x: 1, y: size.height / 2)
    let right = first.pixels.pixel(x: size.width - 2, y: size.height / 2)
    #expect(left.r > 240 && left.b < 15, "left \(left)")
    #expect(right.b > 240 && right.r < 15, "right \(right)")
  }
}
