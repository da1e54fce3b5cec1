import Foundation

/// A bounded hand-off from the render thread to an async consumer of frames.
///
/// The render thread blocks in ``send(_:)`` while `capacity` frames wait (backpressure, so a
/// slow consumer keeps memory bounded); the consumer awaits ``next()``. Either side ends it:
/// the render with ``finish(throwing:)``, the consumer with ``cancel()``, after which
/// ``send(_:)`` throws and the pipeline stops its workers.
final class FrameChannel: @unchecked Sendable {
  // @unchecked: every mutable property is guarded by `condition`.
  private let condition = NSCondition()
  private let capacity: Int
  private var buffer: [RenderedFrame] = []
  private var waiter: CheckedContinuation<RenderedFrame?, any Error>?
  private var finished = false
  private var failure: (any Error)?
  private var cancelled = false

  /// - Parameter capacity: frames that may wait for the consumer, ≥ 1.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// True once the consumer cancelled or stopped iterating.
  var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  /// Hands `frame` over, waiting for room; throws ``RenderCancelled`` once cancelled.
  func send(_ frame: RenderedFrame) throws {
    condition.lock()
    while !cancelled && waiter == nil && buffer.count >= capacity { condition.wait() }
    if cancelled {
      condition.unlock()
      throw RenderCancelled()
    }
    if let waiter {
      self.waiter = nil
      condition.unlock()
      waiter.resume(returning: frame)
      return
    }
    buffer.append(frame)
    condition.unlock()
  }

  /// Ends the sequence after the frames already sent, with `error` if given.
  func finish(throwing error: (any Error)? = nil) {
    condition.lock()
    finished = true
    if failure == nil { failure = error }
    let waiter = self.waiter
    self.waiter = nil
    let failure = self.failure
    let isEmpty = buffer.isEmpty
    condition.unlock()
    guard let waiter, isEmpty else { return }
    if let failure { waiter.resume(throwing: failure) } else { waiter.resume(returning: nil) }
  }

  /// Stops the render: the next ``send(_:)`` throws and a waiting ``next()`` throws
  /// ``RenderCancelled``.
  func cancel() {
    condition.lock()
    cancelled = true
    let waiter = self.waiter
    self.waiter = nil
    condition.broadcast()
    condition.unlock()
    waiter?.resume(throwing: RenderCancelled())
  }

  /// The next frame in order, nil after the last; throws the render's error or
  /// ``RenderCancelled``.
  func next() async throws -> RenderedFrame? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<RenderedFrame?, any Error>) in
        condition.lock()
        if !buffer.isEmpty {
          let frame = buffer.removeFirst()
          condition.broadcast()
          condition.unlock()
          continuation.resume(returning: frame)
        } else if cancelled {
          condition.unlock()
          continuation.resume(throwing: RenderCancelled())
        } else if finished {
          let failure = self.failure
          condition.unlock()
          if let failure { continuation.resume(throwing: failure) } else { continuation.resume(returning: nil) }
        } else {
          waiter = continuation
          // The render thread may be waiting for a consumer: it can hand over directly now.
          condition.broadcast()
          condition.unlock()
        }
      }
    } onCancel: {
      cancel()
    }
  }
}
