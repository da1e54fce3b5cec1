import ChainframeCore
import ChainframeRendering
import Foundation

/// The frames of a composition as an `AsyncSequence`, in order, drawn ahead of the consumer on
/// worker threads; made by ``Composition/frames(in:threads:)``.
///
/// Each iteration starts its own render when it asks for its first frame. Workers run at most
/// a few frames ahead (two per worker, plus two waiting for the consumer), so memory stays
/// bounded however slowly the frames are consumed. Leaving the loop, dropping the iterator or
/// cancelling the task stops the workers within a frame; a drawing error ends the sequence by
/// throwing it. Every frame's pixels equal ``Composition/image(atFrame:threads:)``'s.
public struct FrameSequence: AsyncSequence, Sendable {
  /// Each element is one ``RenderedFrame``.
  public typealias Element = RenderedFrame
  /// The error thrown by iteration: a drawing error or ``RenderCancelled``.
  public typealias Failure = any Error

  let composition: Composition
  let frames: Range<Int>
  let threads: Int?

  /// Starts nothing; the render begins at the iterator's first `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(run: FrameRun(composition: composition, frames: frames, threads: threads))
  }

  /// Iterates the frames; see ``FrameSequence``.
  public struct Iterator: AsyncIteratorProtocol {
    let run: FrameRun

    /// The next frame, or nil after the last one.
    ///
    /// - Throws: the render's error, or ``RenderCancelled`` when the task is cancelled.
    public mutating func next() async throws -> RenderedFrame? {
      try await run.next()
    }
  }
}
