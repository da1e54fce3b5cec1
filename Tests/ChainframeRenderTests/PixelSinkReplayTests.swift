import ChainframeEncoding
import ChainframeModel
import Testing

@testable import ChainframeRender

/// A GIF's later passes get the first pass's frames again from memory, in order and unchanged,
/// while they fit the budget; above it they are drawn again.
@Suite("Pixel sink replay")
struct PixelSinkReplayTests {
  /// Records a checksum of every frame it is sent, per pass.
  final class Recorder: FrameSink {
    var passCount: Int { 2 }
    var sums: [[Int]] = [[], []]
    var pass = 0
    func beginPass(_ index: Int) throws(EncodingError) { pass = index }
    func append(_ pixels: PixelBuffer) throws(EncodingError) {
      sums[pass].append(pixels.withUnsafeBytes { $0.reduce(0) { $0 &* 31 &+ Int($1) } })
    }
    func endPass() throws(EncodingError) {}
    func finish() throws(EncodingError) {}
  }

  static func frame(_ value: UInt8) -> PixelBuffer {
    let p = PixelBuffer(width: 4, height: 3)
    p.withUnsafeMutableBytes { bytes in
      for i in bytes.indices { bytes[i] = value &+ UInt8(truncatingIfNeeded: i) }
    }
    return p
  }

  @Test(
    "The second pass replays the first pass's frames while they fit the budget",
    arguments: [
      (budget: 1 << 20, announced: 2, replayed: true),
      // The frames outgrow the budget while they come…
      (budget: 50, announced: 0, replayed: false),
      // …or the announced count says at once that they will.
      (budget: 1 << 20, announced: 1_000_000, replayed: false),
    ])
  func replay(_ c: (budget: Int, announced: Int, replayed: Bool)) throws {
    let recorder = Recorder()
    let sink = PixelSink(recorder, replayBudget: c.budget)
    if c.announced > 0 { sink.willSend(distinctFrames: c.announced) }
    try sink.beginPass(0)
    for payload in [FramePayload.pixels(Self.frame(1)), .repeatPrevious, .pixels(Self.frame(7))] {
      try sink.take(payload)
    }
    try sink.endPass()
    try sink.beginPass(1)
    var counts: [Int] = []
    let replayed = try sink.replay(1, check: {}, onFrame: { counts.append($0) })
    #expect(replayed == c.replayed)
    if replayed {
      #expect(recorder.sums[1] == recorder.sums[0])
      #expect(counts == [1, 2, 3])
    } else {
      #expect(recorder.sums[1].isEmpty)
    }
    #expect(recorder.sums[0].count == 3)
  }
  /// Holds on to the last frame it was sent and checks, when the next arrives, that nobody
  /// drew over it meanwhile (a GIF encoder may read the previous frame until then).
  final class Holder: FrameSink {
    var passCount: Int { 2 }
    var held: (pixels: PixelBuffer, sum: Int)?
    var overwritten = 0
    var sums: [[Int]] = [[], []]
    var pass = 0
    static func sum(_ p: PixelBuffer) -> Int { p.withUnsafeBytes { $0.reduce(0) { $0 &* 31 &+ Int($1) } } }
    func beginPass(_ index: Int) throws(EncodingError) {
      pass = index
      held = nil
    }
    func append(_ pixels: PixelBuffer) throws(EncodingError) {
      if let held, Self.sum(held.pixels) != held.sum { overwritten += 1 }
      let sum = Self.sum(pixels)
      held = (pixels, sum)
      sums[pass].append(sum)
    }
    func endPass() throws(EncodingError) {}
    func finish() throws(EncodingError) {}
  }

  @Test("A replay never draws over the frame the sink was sent last")
  func previousFrameStays() throws {
    let holder = Holder()
    let sink = PixelSink(holder, replayBudget: 1 << 20)
    try sink.beginPass(0)
    let payloads: [FramePayload] = [
      .pixels(Self.frame(1)), .pixels(Self.frame(2)), .repeatPrevious, .pixels(Self.frame(3)),
      .pixels(Self.frame(4)), .repeatPrevious, .pixels(Self.frame(5)),
    ]
    for payload in payloads { try sink.take(payload) }
    try sink.endPass()
    try sink.beginPass(1)
    #expect(try sink.replay(1, check: {}, onFrame: { _ in }))
    #expect(holder.sums[1] == holder.sums[0])
    #expect(holder.overwritten == 0)
  }
}
