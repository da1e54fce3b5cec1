import ChainframeCore
import ChainframeRendering
import Foundation

/// Threads a blurred frame may borrow to draw its sub-frame images in parallel
/// (``MotionBlurRenderer``).
///
/// Holds a count of idle threads: a single-frame render starts with every core but its own;
/// the render pipeline starts with none and gives one back each time a worker runs out of
/// frames, so the last frames of a render spread their samples over the idle cores. Each
/// borrowed thread draws with a renderer of its own, made on that thread by `makeRenderer`
/// (Cairo and Pango objects are not shared between threads). Thread-safe.
package final class SubframeHelpers: Sendable {
  private let idle: Locked<Int>
  /// Makes the renderer a borrowed thread draws with (same size as the caller's).
  let makeRenderer: @Sendable () throws(RenderError) -> FrameRenderer

  /// - Parameters:
  ///   - idle: threads free now, 0 or more.
  ///   - makeRenderer: a renderer of the caller's size, with the caller's cancellation check.
  package init(idle: Int, makeRenderer: @escaping @Sendable () throws(RenderError) -> FrameRenderer) {
    precondition(idle >= 0)
    self.idle = Locked(idle)
    self.makeRenderer = makeRenderer
  }

  /// Helpers for one frame drawn by the calling thread at `width` × `height`: `threads` − 1
  /// (default: every other active core).
  package static func forOneFrame(
    width: Int, height: Int, threads: Int? = nil, isCancelled: (@Sendable () -> Bool)? = nil
  ) -> SubframeHelpers {
    let idle = max(0, (threads ?? ProcessInfo.processInfo.activeProcessorCount) - 1)
    return SubframeHelpers(idle: idle) { () throws(RenderError) in
      let renderer = try SceneRenderer.make(width: width, height: height)
      renderer.shouldCancel = isCancelled
      return renderer
    }
  }

  /// Takes up to `wanted` idle threads and returns how many it took (0 when none is idle).
  package func take(upTo wanted: Int) -> Int {
    idle.withLock { count in
      let taken = min(count, max(wanted, 0))
      count -= taken
      return taken
    }
  }

  /// Gives back `count` threads (taken earlier, or a pipeline worker that ran out of frames).
  package func giveBack(_ count: Int) {
    idle.withLock { $0 += count }
  }
}
