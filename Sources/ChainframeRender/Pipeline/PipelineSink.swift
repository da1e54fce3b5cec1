import ChainframeCore
import ChainframeEncoding
import ChainframeRendering

/// Where the pipeline delivers frames, and what it needs from the workers: how many passes
/// over the frames, and whether workers convert pixels for it (video codecs) or hand over
/// private copies (GIF, which converts inside its filter graph).
package protocol PipelineSink: AnyObject {
  /// Times the frames must be sent (a GIF with one palette needs statistics first).
  var passCount: Int { get }
  /// Makes the producer one worker uses (called on that worker's thread); its blurred
  /// frames may borrow idle threads from `helpers`.
  func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool,
    helpers: SubframeHelpers?
  ) -> @Sendable () throws -> any FrameProducer
  /// Starts pass `index`.
  func beginPass(_ index: Int) throws
  /// Takes the next frame's payload, in order.
  func take(_ payload: FramePayload) throws
  /// Told before the first pass how many distinct frames (not repeats) each pass sends.
  func willSend(distinctFrames: Int)
  /// Sends pass `index` (after the first) from frames kept in memory instead of drawing them
  /// again, calling `onFrame` with the number sent after each; false (nothing sent) when the
  /// sink kept none.
  func replay(_ index: Int, check: () throws -> Void, onFrame: (Int) throws -> Void) throws -> Bool
  /// Ends the current pass.
  func endPass() throws
  /// Flushes and closes the output after the last pass.
  func finish() throws
}

/// Video, image sequences and streams: workers draw and convert; one pass; repeats re-send
/// the previous converted frame.
package final class EncoderSink: PipelineSink {
  private let encoder: any ConvertedFrameSink
  /// A sink that hands converted frames to `encoder`.
  package init(_ encoder: any ConvertedFrameSink) { self.encoder = encoder }
  package var passCount: Int { 1 }

  package func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool,
    helpers: SubframeHelpers?
  ) -> @Sendable () throws -> any FrameProducer {
    let converters = encoder.converterFactory
    return {
      try VideoFrameProducer(
        scene: scene, width: width, height: height, fit: fit, converters: converters, isCancelled: isCancelled,
        helpers: helpers)
    }
  }

  package func beginPass(_ index: Int) throws { try encoder.beginPass(index) }

  package func take(_ payload: FramePayload) throws {
    switch payload {
    case .converted(let frame): try encoder.append(converted: frame)
    case .repeatPrevious: try encoder.appendRepeat()
    case .pixels(let p): try encoder.append(p)
    case .drawn, .encoded: preconditionFailure("an encoder needs frames")
    }
  }

  package func endPass() throws { try encoder.endPass() }
  package func finish() throws { try encoder.finish() }
}

/// Any ``FrameSink`` that takes pixels (GIF): workers hand over private copies; a repeat sends
/// the previous pixels again. With more than one pass (a GIF's palette pass, then its mapping
/// pass), the first pass's frames are kept run-length coded (``PackedPixels``) while they fit
/// ``replayBudget``, and the later passes unpack and send them again instead of drawing every
/// frame twice (the sink only reads them).
package final class PixelSink: PipelineSink {
  /// Bytes of packed first-pass frames kept for the later passes at most (256 MiB: 64
  /// frames of 1080p that do not pack at all, thousands of flat motion-graphics frames); a
  /// clip above it is drawn once per pass.
  package static let replayBudget = 256 << 20
  private let sink: any FrameSink
  private var last: PixelBuffer?
  /// The first pass's frames in order (a repeat shares its packing); nil once they outgrew
  /// the budget, or with one pass.
  private var kept: [PackedPixels]?
  private var keptBytes = 0
  private var keptDistinct = 0
  private let budget: Int
  /// Distinct frames a pass sends (nil: unknown, kept until the budget runs out).
  private var distinctFrames: Int?
  private var pass = 0
  /// Buffers recycled between the workers and this sink (a window of frames plus slack).
  private let pool = PixelBufferPool(capacity: 16)
  /// A sink that hands pixels to `sink`, keeping at most `replayBudget` bytes of frames
  /// (default ``replayBudget``) for its later passes.
  package init(_ sink: any FrameSink, replayBudget: Int = PixelSink.replayBudget) {
    self.sink = sink
    budget = replayBudget
    kept = sink.passCount > 1 ? [] : nil
  }
  package var passCount: Int { sink.passCount }

  package func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool,
    helpers: SubframeHelpers?
  ) -> @Sendable () throws -> any FrameProducer {
    { [pool] in
      try PixelFrameProducer(
        scene: scene, width: width, height: height, fit: fit, pool: pool, isCancelled: isCancelled, helpers: helpers)
    }
  }

  package func beginPass(_ index: Int) throws {
    if let last { pool.give(last) }
    last = nil
    pass = index
    try sink.beginPass(index)
  }

  package func take(_ payload: FramePayload) throws {
    switch payload {
    case .pixels(let p):
      // The sink may read the previous frame until it is sent the next one.
      if let last { pool.give(last) }
      last = p
      if pass == 0, kept != nil {
        let packed = PackedPixels(p)
        kept?.append(packed)
        keptBytes += packed.byteCount
        keptDistinct += 1
        // A clip that will not fit keeps nothing (no memory spent on a replay that cannot
        // be): judged on the bytes so far, and on their mean times the frames announced.
        let projected = keptBytes / keptDistinct * (distinctFrames ?? 0)
        if keptBytes > budget || projected > budget { kept = nil }
      }
    case .repeatPrevious:
      if pass == 0, let previous = kept?.last { kept?.append(previous) }
    case .converted, .drawn, .encoded: preconditionFailure("a pixel sink needs pixels")
    }
    guard let pixels = last else { preconditionFailure("a repeat before any frame") }
    try sink.append(pixels)
  }

  package func willSend(distinctFrames: Int) { self.distinctFrames = distinctFrames }

  package func replay(_ index: Int, check: () throws -> Void, onFrame: (Int) throws -> Void) throws -> Bool {
    guard index > 0, let kept else { return false }
    // Two buffers in turn: the sink may read the frame it was sent until it gets the next.
    var shown: (packed: PackedPixels, pixels: PixelBuffer)?
    var spare: PixelBuffer?
    for (i, packed) in kept.enumerated() {
      try check()
      if shown?.packed !== packed {
        let pixels = spare ?? pool.take(width: packed.width, height: packed.height)
        packed.unpack(into: pixels)
        spare = shown?.pixels
        shown = (packed, pixels)
      }
      guard let pixels = shown?.pixels else { preconditionFailure("a replayed frame is always unpacked") }
      try sink.append(pixels)
      try onFrame(i + 1)
    }
    for buffer in [shown?.pixels, spare].compactMap({ $0 }) { pool.give(buffer) }
    return true
  }

  package func endPass() throws { try sink.endPass() }
  package func finish() throws {
    kept = nil
    try sink.finish()
  }
}

extension PipelineSink {
  /// Producers whose blurred frames draw on their own worker only.
  package func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool
  ) -> @Sendable () throws -> any FrameProducer {
    makeProducer(scene: scene, width: width, height: height, fit: fit, isCancelled: isCancelled, helpers: nil)
  }
}
