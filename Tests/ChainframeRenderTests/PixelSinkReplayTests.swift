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
}
