import ChainframeCore
import Foundation

extension Composition {
  /// The frames `range` (within 0 ..< ``frameCount``) as an `AsyncSequence` of
  /// ``RenderedFrame``s in order, drawn on worker threads ahead of the consumer:
  ///
  ///     for try await frame in composition.frames(in: 0..<60) { use(frame.pixels) }
  ///
  /// Memory stays bounded (a few frames ahead), leaving the loop or cancelling the task stops
  /// the workers, and the pixels are the same as ``image(atFrame:threads:)``'s whatever the
  /// number of workers.
  ///
  /// - Parameters:
  ///   - range: scene frame indices, a sub-range of 0 ..< ``frameCount``; an empty range gives
  ///     no frames. Default: every frame.
  ///   - threads: workers drawing frames, 1…256. Default nil: the number of cores.
  /// - Returns: the sequence; iterating it throws ``RenderOptionError`` for a range outside the
  ///   scene or a thread count out of range, then any drawing error or ``RenderCancelled``.
  public func frames(in range: Range<Int>? = nil, threads: Int? = nil) -> FrameSequence {
    FrameSequence(composition: self, frames: range ?? 0..<frameCount, threads: threads)
  }

  /// Checks a ``frames(in:threads:)`` request; returns the worker count.
  func checkFrames(_ range: Range<Int>, threads: Int?) throws -> Int {
    if let threads, !(1...256).contains(threads) {
      throw RenderOptionError(.threads, "\(threads) is out of range; use 1 to 256")
    }
    if !range.isEmpty, range.lowerBound < 0 || range.upperBound > frameCount {
      throw RenderOptionError(
        .frames,
        "frames \(range.lowerBound)..<\(range.upperBound) are outside the scene's frames 0..<\(frameCount)")
    }
    return threads ?? ProcessInfo.processInfo.activeProcessorCount
  }
}
