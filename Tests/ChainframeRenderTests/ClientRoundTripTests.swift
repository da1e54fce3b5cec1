import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeDistributed
@testable import ChainframeRender

/// What players see: VP9 alpha after every encoding path (decoded in process with libvpx, as
/// Chromium does), and animation delays that add up to the exact duration in the arithmetic
/// players use (Chromium: whole milliseconds, rounded down per frame). scripts/clients checks
/// the same in real clients.
@Suite("Round trips as clients see them")
struct ClientRoundTripTests {
  static func scene(_ dir: TemporaryDirectory, fps: String = "30", seconds: Double = 1) -> String {
    dir.write(
      "t.yaml",
      """
      canvas: {width: 32, height: 32, fps: "\(fps)", duration: \(seconds), background: transparent}
      layers:
        - {type: rect, id: r, position: [16, 8], size: [32, 16], fill: "#e0a040",
           animations: [{property: position.x, from: 14, to: 18, duration: \(seconds)}]}

      """)
  }

  enum Path: String, CaseIterable { case segmented, unsegmented, chunkedAndJoined }

  @Test(
    "A transparent WebM keeps its alpha segmented, unsegmented and chunked then joined",
    arguments: Path.allCases)
  func webmAlpha(_ path: Path) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    var options = DistributedRenderTests.options("webm")
    options.segmentSeconds = path == .unsegmented ? 0 : 0.5
    let out = dir.file("out.webm")
    if path == .chunkedAndJoined {
      let plan = try DistributedPlan.make(
        composition: c, variables: [], options: options, count: 3, toolVersion: "test")
      try DistributedRenderTests.renderChunks(c, plan, into: dir.file("parts"), order: [2, 0, 1])
      try ChunkJoin.run(folder: dir.file("parts"), output: out, isCancelled: { false })
      let one = dir.file("one.webm")
      _ = try c.renderNow(to: one, options: options, isCancelled: { false }, events: { _ in })
      #expect(DistributedRenderTests.bytes(out) == DistributedRenderTests.bytes(one))
    } else {
      _ = try c.renderNow(to: out, options: options, isCancelled: { false }, events: { _ in })
    }
    let decoder = try VideoDecoder(path: out)
    #expect(decoder.info.hasAlpha)
    let frames = try decoder.readAll()
    #expect(frames.count == 30)
    for frame in [frames.first, frames.last].compactMap({ $0 }) {
      #expect(frame.pixels.pixel(x: 16, y: 8).a == 255, "the card is opaque")
      #expect(frame.pixels.pixel(x: 16, y: 26).a < 16, "the background is transparent (\(path))")
    }
  }

  struct Timing: Sendable, CustomStringConvertible {
    let format: String
    let fps: String
    let seconds: Double
    var description: String { "\(format) \(fps) fps \(seconds) s" }
  }

  @Test(
    "APNG, GIF and WebP delays add up to the exact duration as Chromium counts it",
    arguments: [
      Timing(format: "apng", fps: "30", seconds: 3), Timing(format: "apng", fps: "60", seconds: 1),
      Timing(format: "apng", fps: "30000/1001", seconds: 1), Timing(format: "webp", fps: "30", seconds: 3),
      Timing(format: "webp", fps: "60", seconds: 1), Timing(format: "gif", fps: "30", seconds: 3),
      Timing(format: "gif", fps: "25", seconds: 1),
    ])
  func delays(_ t: Timing) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, fps: t.fps, seconds: t.seconds))
    let out = dir.file("out." + t.format)
    _ = try c.renderNow(
      to: out, options: DistributedRenderTests.options(t.format), isCancelled: { false }, events: { _ in })
    let data = [UInt8](DistributedRenderTests.bytes(out))
    let parts = t.fps.split(separator: "/").compactMap { Int($0) }
    let (num, den) = (parts[0], parts.count > 1 ? parts[1] : 1)
    let frames = Int((t.seconds * Double(num) / Double(den)).rounded())
    // The exact length, rounded to the file's unit.
    let exactMilliseconds = (frames * 1000 * den * 2 + num) / (2 * num)
    switch t.format {
    case "apng":
      let delays = AnimationDelays.apng(data)
      #expect(delays.count == frames)
      #expect(delays.reduce(0) { $0 + $1.num * 1000 / max($1.den, 1) } == exactMilliseconds)
    case "webp":
      let delays = AnimationDelays.webp(data)
      #expect(delays.count == frames)
      #expect(delays.reduce(0, +) == exactMilliseconds)
    default:
      let delays = AnimationDelays.gif(data)
      #expect(delays.count == frames)
      #expect(delays.reduce(0, +) * 10 == exactMilliseconds)
    }
  }

  @Test("A chunk file of the earlier format (no side data records) is refused as foreign")
  func formerChunkFormat() throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    let plan = try DistributedPlan.make(
      composition: c, variables: [], options: DistributedRenderTests.options("webm"), count: 1, toolVersion: "test")
    try DistributedRenderTests.renderChunks(c, plan, into: dir.file("parts"), order: [0])
    let path = dir.file("parts/" + ChunkFile.name(index: 0, count: 1))
    var bytes = DistributedRenderTests.bytes(path)
    bytes.replaceSubrange(0..<8, with: Array("CFCHUNK1".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: DistributedError.self) {
      try ChunkJoin.run(folder: dir.file("parts"), output: dir.file("j.webm"), isCancelled: { false })
    }
  }
}
