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
/// the previous pixels again.
package final class PixelSink: PipelineSink {
  private let sink: any FrameSink
  private var last: PixelBuffer?
  /// Buffers recycled between the workers and this sink (a window of frames plus slack).
  private let pool = PixelBufferPool(capacity: 16)
  /// A sink that hands pixels to `sink`.
  package init(_ sink: any FrameSink) { self.sink = sink }
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
    try sink.beginPass(index)
  }

  package func take(_ payload: FramePayload) throws {
    switch payload {
    case .pixels(let p):
      if let last { pool.give(last) }
      last = p
    case .repeatPrevious: break
    case .converted, .drawn, .encoded: preconditionFailure("a pixel sink needs pixels")
    }
    guard let pixels = last else { preconditionFailure("a repeat before any frame") }
    try sink.append(pixels)
  }

  package func endPass() throws { try sink.endPass() }
  package func finish() throws { try sink.finish() }
}

extension PipelineSink {
  /// Producers whose blurred frames draw on their own worker only.
  package func makeProducer(
    scene: CompiledScene, width: Int, height: Int, fit: FrameRenderer.Fit, isCancelled: @escaping @Sendable () -> Bool
  ) -> @Sendable () throws -> any FrameProducer {
    makeProducer(scene: scene, width: width, height: height, fit: fit, isCancelled: isCancelled, helpers: nil)
  }
}
