import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Transparent GIFs over a matte, and palettes that band")
struct GIFMatteTests {
  /// Encodes `frames` through a GIF encoder with `options` at `fps` (every pass); returns the
  /// path and the encoder. Also used by the GIF coder tests.
  static func encode(
    _ frames: [PixelBuffer], width: Int, height: Int, options: GIFOptions, alpha: Bool, fps: Rational = Rational(25),
    in dir: TemporaryDirectory
  ) throws -> (String, GIFEncoder) {
    let path = dir.file("o.gif")
    let settings = VideoSettings(
      width: width, height: height, fps: fps, format: .gif, alpha: alpha, gif: options)
    let encoder = try GIFEncoder(path: path, settings: settings)
    for pass in 0..<encoder.passCount {
      try encoder.beginPass(pass)
      for f in frames { try encoder.append(f) }
      try encoder.endPass()
    }
    try encoder.finish()
    return (path, encoder)
  }

  struct MatteCase: Sendable, CustomTestStringConvertible {
    let matte: GIFMatte
    /// The expected colour of a 50 % orange square (straight 255, 128, 0) shown over the matte.
    let expected: (r: Int, g: Int, b: Int)?
    var testDescription: String { matte.text }
  }

  static let matteCases: [MatteCase] = [
    MatteCase(matte: .white, expected: (255, 191, 128)),
    MatteCase(matte: .color(red: 0, green: 0, blue: 0), expected: (128, 64, 0)),
    MatteCase(matte: .none, expected: nil),
  ]

  @Test("Partly transparent pixels land on the matte; fully transparent ones stay transparent", arguments: matteCases)
  func matte(_ c: MatteCase) throws {
    let dir = TemporaryDirectory()
    let renderer = try FrameRenderer(width: 64, height: 48)
    let frames = try (0..<3).map { try renderer.render(FormatRoundTripTests.list($0, transparent: true)) }
    var options = GIFOptions()
    options.matte = c.matte
    let (path, _) = try Self.encode(frames, width: 64, height: 48, options: options, alpha: true, in: dir)
    let decoded = try VideoDecoder(path: path).readAll()
    // Frames the GIF shows identically are written once (GIFMuxer).
    #expect((1...3).contains(decoded.count))
    let frame = try #require(decoded.first)
    #expect(frame.pixels.pixel(x: 62, y: 2).a == 0, "the background stays transparent")
    let inside = frame.pixels.pixel(x: 8, y: 24)
    guard let e = c.expected else {
      // The 1-bit threshold: opaque or transparent, never blended.
      #expect(inside.a == 0 || inside.a == 255)
      return
    }
    #expect(inside.a == 255, "composited pixels are opaque")
    let error = max(abs(Int(inside.r) - e.r), abs(Int(inside.g) - e.g), abs(Int(inside.b) - e.b))
    #expect(error <= 4, "got \(inside), expected \(e)")
  }

  @Test(
    "--gif-matte values parse",
    arguments: [
      ("#fff", "#ffffff"), ("white", "#ffffff"), ("#1e293b", "#1e293b"), ("rgb(1, 2, 3)", "#010203"),
      ("none", "none"), (" NONE ", "none"), ("#12345678", "#123456"), ("nope", "invalid"), ("", "invalid"),
    ])
  func parse(_ text: String, _ expected: String) {
    #expect((GIFMatte(parsing: text)?.text ?? "invalid") == expected)
  }

  /// Frames whose colours sweep the RGB cube over the clip: no 256 colours cover them all.
  static func sweep(_ n: Int) -> PixelBuffer {
    let buffer = PixelBuffer(width: 64, height: 48)
    buffer.withUnsafeMutableBytes { raw in
      guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      for y in 0..<48 {
        for x in 0..<64 {
          let i = y * buffer.stride + x * 4
          p[i] = UInt8(255 - y * 5)
          p[i + 1] = UInt8(n * 8)
          p[i + 2] = UInt8(x * 4)
          p[i + 3] = 255
        }
      }
    }
    return buffer
  }

  @Test("auto keeps the clip palette for flat graphics and switches to frame palettes when it bands")
  func banding() throws {
    let renderer = try FrameRenderer(width: 64, height: 48)
    let flat = try (0..<11).map { try renderer.render(FormatRoundTripTests.list($0)) }
    let sweep = (0..<30).map(Self.sweep)
    let (dirA, dirB, dirC) = (TemporaryDirectory(), TemporaryDirectory(), TemporaryDirectory())
    let (_, flatEncoder) = try Self.encode(
      flat, width: 64, height: 48, options: GIFOptions(), alpha: false, in: dirA)
    #expect(!flatEncoder.usesFramePalettes)
    #expect((flatEncoder.bandedFraction ?? 1) < 0.05)
    let (autoPath, autoEncoder) = try Self.encode(
      sweep, width: 64, height: 48, options: GIFOptions(), alpha: false, in: dirB)
    #expect(autoEncoder.usesFramePalettes)
    #expect((autoEncoder.bandedFraction ?? 0) > 0.05)
    let (clipPath, clipEncoder) = try Self.encode(
      sweep, width: 64, height: 48, options: GIFOptions(paletteMode: .clip), alpha: false, in: dirC)
    #expect(!clipEncoder.usesFramePalettes)
    // Frame palettes follow the sweep more closely than the one clip palette. A frame that
    // maps to the same pixels as the one before is not written (its time goes to that one),
    // so each decoded frame is compared with every source frame it stands for.
    func worst(_ path: String) throws -> Double {
      let decoded = try VideoDecoder(path: path).readAll()
      let starts = decoded.map { Int(($0.time * 25).rounded()) }
      #expect(starts.first == 0 && starts == starts.sorted() && (starts.last ?? 30) < 30)
      var scores: [Double] = []
      for (i, frame) in decoded.enumerated() {
        let end = i + 1 < starts.count ? starts[i + 1] : 30
        for n in starts[i]..<end { scores.append(ImageCompare.psnr(Self.sweep(n), frame.pixels)) }
      }
      #expect(scores.count == 30)
      return scores.min() ?? 0
    }
    #expect(try worst(autoPath) > worst(clipPath) + 1)
  }
}
