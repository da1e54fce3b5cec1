/// The frame loop every render shares: for each of the sink's passes, every frame goes from
/// the workers through the reorder window into the sink, then the sink is finished. Whole
/// renders, GIF budget trials and distributed chunks all drive their sinks through it, so
/// cancellation, pass order and progress work the same in each; committing or discarding the
/// output stays with the caller, which owns it.
package enum FramePasses {
  /// Sends `frames` through `sink` on `workers` threads (at least 1), `sink.passCount` times,
  /// then finishes the sink.
  ///
  /// - Parameters:
  ///   - isRepeat: per position in `frames`, whether the frame equals the previous one.
  ///   - helpers: threads lent to motion blur by workers that ran out of frames; nil for none.
  ///   - check: throws to cancel; polled before each pass, for every frame and before finishing.
  ///   - onPass: called with each pass's pipeline after the pass, for its statistics.
  ///   - onFrame: called with the number of frames done after each frame of the last pass.
  package static func run(
    _ sink: any PipelineSink, frames: [Int], isRepeat: [Bool], workers: Int, helpers: SubframeHelpers? = nil,
    makeProducer: @escaping @Sendable () throws -> any FrameProducer, check: () throws -> Void,
    onPass: (RenderPipeline) -> Void = { _ in }, onFrame: (Int) throws -> Void
  ) throws {
    sink.willSend(distinctFrames: isRepeat.filter { !$0 }.count)
    for pass in 0..<sink.passCount {
      try check()
      try sink.beginPass(pass)
      let isLast = pass == sink.passCount - 1
      // A sink that kept the first pass's frames sends them again: nothing is drawn twice.
      if try sink.replay(pass, check: check, onFrame: { done in if isLast { try onFrame(done) } }) {
        try check()
        try sink.endPass()
        continue
      }
      var done = 0
      let run = RenderPipeline(
        frames: frames, isRepeat: isRepeat, workers: workers, helpers: helpers, makeProducer: makeProducer)
      try run.run(
        consume: { _, payload in
          try sink.take(payload)
          if isLast {
            done += 1
            try onFrame(done)
          }
        }, check: check)
      try check()
      try sink.endPass()
      onPass(run)
    }
    try check()
    try sink.finish()
  }
}
