import ChainframeCore
import Testing

@testable import ChainframeRender

private struct Boom: Error {}

/// Records the frames it is asked for; fails on one frame when told to.
private final class RecordingProducer: FrameProducer {
  let seen: Locked<[Int]>
  let failing: Int?
  let renderSeconds = 0.0
  let convertSeconds = 0.0

  init(seen: Locked<[Int]>, failing: Int?) {
    self.seen = seen
    self.failing = failing
  }

  func produce(_ n: Int) throws -> FramePayload {
    if n == failing { throw Boom() }
    seen.withLock { $0.append(n) }
    return .drawn
  }
}

@Suite("Render pipeline, frames dropped")
struct RenderPipelineDroppingTests {
  @Test("Every frame is produced exactly once, on any number of workers", arguments: [1, 2, 3, 8])
  func everyFrameOnce(workers: Int) throws {
    let seen = Locked<[Int]>([])
    let frames = Array(0..<97)
    let run = RenderPipeline(frames: frames, isRepeat: frames.map { _ in false }, workers: workers) {
      RecordingProducer(seen: seen, failing: nil)
    }
    try run.runDropping()
    #expect(seen.withLock { $0.sorted() } == frames)
    // The same pipeline runs again from the start, then in the consuming mode.
    try run.runDropping()
    #expect(seen.withLock { $0.count } == 2 * frames.count)
    var consumed: [Int] = []
    try run.run(consume: { n, _ in consumed.append(n) }, check: {})
    #expect(consumed == frames)
  }

  @Test("A worker's error ends the run and is thrown", arguments: [1, 2])
  func failure(workers: Int) {
    let seen = Locked<[Int]>([])
    let frames = Array(0..<50)
    let run = RenderPipeline(frames: frames, isRepeat: frames.map { _ in false }, workers: workers) {
      RecordingProducer(seen: seen, failing: 20)
    }
    #expect(throws: Boom.self) { try run.runDropping() }
    #expect(!seen.withLock { $0.contains(20) })
  }
}
