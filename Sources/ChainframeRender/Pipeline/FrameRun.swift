import ChainframeCore
import ChainframeRendering
import Foundation

/// One iteration of a ``FrameSequence``: a render pipeline on its own thread feeding a
/// ``FrameChannel``. Dropping it (the loop ended early) cancels the render.
final class FrameRun: Sendable {
  private let composition: Composition
  private let frames: Range<Int>
  private let threads: Int?
  private let channel: FrameChannel
  private let started = CancellationFlag()

  init(composition: Composition, frames: Range<Int>, threads: Int?) {
    self.composition = composition
    self.frames = frames
    self.threads = threads
    // Two frames wait for the consumer; the pipeline's reorder window bounds the rest.
    channel = FrameChannel(capacity: 2)
  }

  deinit { channel.cancel() }

  func next() async throws -> RenderedFrame? {
    if !started.isSet {
      started.set()
      start()
    }
    return try await channel.next()
  }

  private func start() {
    let (composition, frames, threads, channel) = (self.composition, self.frames, self.threads, self.channel)
    let thread = Thread {
      do {
        try Self.render(composition, frames: frames, threads: threads, channel: channel)
        channel.finish()
      } catch {
        channel.finish(throwing: error)
      }
    }
    thread.name = "chainframe-frames"
    thread.start()
  }

  private static func render(_ composition: Composition, frames: Range<Int>, threads: Int?, channel: FrameChannel)
    throws
  {
    let threads = try composition.checkFrames(frames, threads: threads)
    guard !frames.isEmpty else { return }
    let compiled = composition.compiled
    let (width, height) = (composition.canvas.width, composition.canvas.height)
    let fps = compiled.clock.fps.doubleValue
    let isCancelled: @Sendable () -> Bool = { channel.isCancelled }
    let workers = min(threads, frames.count)
    let pipeline = RenderPipeline(
      frames: Array(frames), isRepeat: [Bool](repeating: false, count: frames.count), workers: workers
    ) {
      // No pool: each frame's buffer is handed to the caller for good.
      try PixelFrameProducer(scene: compiled, width: width, height: height, fit: .contain, isCancelled: isCancelled)
    }
    try pipeline.run(
      consume: { index, payload in
        guard case .pixels(let pixels) = payload else { preconditionFailure("a pixel producer hands over pixels") }
        try channel.send(RenderedFrame(index: index, time: Double(index) / fps, pixels: pixels))
      },
      check: { if channel.isCancelled { throw RenderCancelled() } })
  }
}
