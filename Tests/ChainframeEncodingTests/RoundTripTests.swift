import ChainframeCore
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeEncoding

@Suite("H.264 round trip")
struct RoundTripTests {
  /// The colour drawn in frame `i`: varies per frame so dropped or reordered frames show.
  static func color(_ i: Int) -> Color {
    Color(red: Double((i * 37) % 200 + 30) / 255, green: 0.55, blue: Double((i * 11) % 180 + 40) / 255)
  }

  static func encode(frames: Int, to path: String, fps: Rational = Rational(30), width: Int = 64) throws {
    let settings = VideoSettings(width: width, height: 48, fps: fps)
    let encoder = try VideoEncoder(path: path, settings: settings)
    let renderer = try FrameRenderer(width: width, height: 48)
    for i in 0..<frames {
      let list = DisplayList(width: width, height: 48, background: color(i), commands: [])
      try encoder.append(try renderer.render(list))
    }
    try encoder.finish()
  }

  @Test("Encoded frames decode back with the same count, spacing and colours", arguments: [1, 2, 61])
  func roundTrip(frames: Int) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("rt.mp4")
    try Self.encode(frames: frames, to: path)
    let decoder = try VideoDecoder(path: path)
    #expect(decoder.info.codecName == "h264")
    #expect(decoder.info.width == 64 && decoder.info.height == 48)
    let decoded = try decoder.readAll()
    #expect(decoded.count == frames)
    for (i, frame) in decoded.enumerated() {
      #expect(abs(frame.time - Double(i) / 30) < 1e-6, "frame \(i) at \(frame.time) s")
      let p = frame.pixels.pixel(x: 32, y: 24)
      let want = Self.color(i)
      // yuv420p with limited range rounds each channel; flat colour keeps x264 near-exact.
      let tolerance = 4
      #expect(abs(Int(p.r) - Int((want.red * 255).rounded())) <= tolerance, "frame \(i) red \(p.r)")
      #expect(abs(Int(p.g) - Int((want.green * 255).rounded())) <= tolerance, "frame \(i) green \(p.g)")
      #expect(abs(Int(p.b) - Int((want.blue * 255).rounded())) <= tolerance, "frame \(i) blue \(p.b)")
    }
  }

  @Test("Rational rates such as 30000/1001 keep exact pts spacing")
  func ntscSpacing() throws {
    let dir = TemporaryDirectory()
    let path = dir.file("ntsc.mp4")
    try Self.encode(frames: 5, to: path, fps: Rational(30000, 1001))
    let decoder = try VideoDecoder(path: path)
    #expect(decoder.info.frameRate == Rational(30000, 1001))
    let times = try decoder.readAll().map(\.time)
    for (i, t) in times.enumerated() { #expect(abs(t - Double(i) * 1001 / 30000) < 1e-4) }
  }

  @Test("The same frames encode to byte-identical files")
  func deterministic() throws {
    let dir = TemporaryDirectory()
    try Self.encode(frames: 12, to: dir.file("a.mp4"))
    try Self.encode(frames: 12, to: dir.file("b.mp4"))
    let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a.mp4")))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir.file("b.mp4")))
    #expect(a == b)
    #expect(!a.isEmpty)
  }

  /// Leaves freed heap memory holding bytes from `seed`, so the next allocations (x264's frame
  /// arrays among them) start out holding them instead of whatever the process freed last.
  /// Returns a block allocated after the others: it keeps glibc from trimming the freed space
  /// off the top of the heap; free it after the encode.
  static func dirtyHeap(seed: UInt64) -> UnsafeMutableRawPointer? {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    var blocks: [UnsafeMutableRawPointer] = []
    for i in 0..<64 {
      // Up to ~100 KB: below glibc's mmap threshold, so the blocks are reused from the heap.
      let size = 1024 * (1 + (i * 37) % 100)
      guard let block = malloc(size) else { continue }
      let halves = block.bindMemory(to: Int16.self, capacity: size / 2)
      for w in 0..<size / 2 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        // Garbage that looks like x264's own leftovers: small motion vectors and costs, with
        // the "list used" bits of a lowres cost sometimes set.
        halves[w] =
          Int16(truncatingIfNeeded: Int64(state % 97) - 48) | (state & 0x300 == 0 ? Int16(bitPattern: 0xC000) : 0)
      }
      blocks.append(block)
    }
    let fence = malloc(64)
    for block in blocks { free(block) }
    return fence
  }

  @Test(
    "x264 keeps AVX-512 only where its MB-tree kernel's 8-macroblock steps tile a row",
    arguments: [
      (64, false), (112, false), (113, true), (128, true), (129, false), (720, false), (1000, false), (1016, true),
      (1280, true), (1920, true), (3840, true),
    ])
  func rowAligned(width: Int, aligned: Bool) {
    #expect(X264Instructions.isRowAligned(width: width) == aligned)
  }

  @Test(
    "H.264 bytes do not depend on what the heap held before the encode (AVX-512 off, then on where safe)",
    arguments: [64, 128])
  func deterministicAfterHeapGarbage(width: Int) throws {
    // x264's AVX-512 MB-tree kernel read uninitialised heap past its per-frame arrays at widths
    // that are not a multiple of 128 pixels (see X264Instructions); this made the byte-identical
    // test flaky in the long-lived test process. At 128 pixels x264 keeps AVX-512.
    #expect(X264Instructions.isRowAligned(width: width) == (width == 128))
    let dir = TemporaryDirectory()
    var outputs: [Data] = []
    for seed in 0..<UInt64(32) {
      let fence = Self.dirtyHeap(seed: seed)
      defer { free(fence) }
      let path = dir.file("g\(seed).mp4")
      try Self.encode(frames: 12, to: path, width: width)
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(Set(outputs).count == 1, "\(Set(outputs).count) distinct outputs: \(outputs.map(\.count))")
  }

  @Test("Odd sizes are refused with a clear message, before any file is written")
  func oddSize() throws {
    let dir = TemporaryDirectory()
    let error = #expect(throws: EncodingError.self) {
      _ = try VideoEncoder(path: dir.file("odd.mp4"), settings: VideoSettings(width: 63, height: 48, fps: Rational(30)))
    }
    #expect(error?.description.contains("even width and height") == true)
    #expect(!FileManager.default.fileExists(atPath: dir.file("odd.mp4")))
  }

  @Test("A missing input names the path")
  func missingInput() {
    #expect(throws: EncodingError.self) { _ = try VideoDecoder(path: "/nonexistent/x.mp4") }
  }
}
