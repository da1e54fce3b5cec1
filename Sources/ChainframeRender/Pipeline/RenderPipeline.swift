import Foundation

/// Renders frames on N worker threads and hands them, in order, to one consumer.
///
/// YYAsyncLayer's idea applied to a video: workers draw off the consumer's thread, and a
/// shared cancellation flag (the sentinel) makes every worker drop its work at the next frame
/// when anything fails or a signal arrives. A reorder window bounds memory: workers never run
/// more than `window` frames ahead of the consumer (backpressure), and the consumer waits for
/// the next frame in order. Every frame is a pure function of its index, so the output does
/// not depend on the number of workers or their timing.
package final class RenderPipeline: @unchecked Sendable {
  // @unchecked: all mutable state below is guarded by `condition`.
  private let frames: [Int]
  private let isRepeat: [Bool]
  private let workerCount: Int
  private let window: Int
  private let makeProducer: @Sendable () throws -> any FrameProducer
  private let helpers: SubframeHelpers?
  private let condition = NSCondition()
  private var nextToTake = 0
  private var nextToConsume = 0
  private var ready: [Int: FramePayload] = [:]
  private var failure: (any Error)?
  private var cancelled = false
  private var running = 0
  /// Whether workers drop what they produce instead of handing it to a consumer
  /// (``runDropping()``): nothing is stored and nobody is woken per frame.
  private var dropping = false
  /// Seconds the workers spent drawing, summed over workers.
  package private(set) var renderSeconds = 0.0
  /// Seconds the workers spent converting pixels, summed over workers.
  package private(set) var convertSeconds = 0.0
  /// Seconds the consumer spent encoding.
  package private(set) var encodeSeconds = 0.0
  /// Frames encoded as repeats of the previous one (nothing re-rendered).
  package private(set) var repeatedFrames = 0

  /// - Parameters:
  ///   - frames: scene frame indices to produce, in output order.
  ///   - isRepeat: per position, whether the frame equals the previous one.
  ///   - helpers: given a thread by every worker that runs out of frames, so the frames still
  ///     being drawn can spread their motion-blur samples over it; it must start with none idle.
  package init(
    frames: [Int], isRepeat: [Bool], workers: Int, window: Int? = nil, helpers: SubframeHelpers? = nil,
    makeProducer: @escaping @Sendable () throws -> any FrameProducer
  ) {
    precondition(frames.count == isRepeat.count && workers >= 1)
    self.frames = frames
    self.isRepeat = isRepeat
    workerCount = workers
    self.window = max(window ?? 2 * workers, 1)
    self.makeProducer = makeProducer
    self.helpers = helpers
  }

  /// Runs the workers and calls `consume` for every frame in order on the calling thread.
  /// `check` is polled at least every 50 ms and may throw to cancel (signals).
  package func run(consume: (Int, FramePayload) throws -> Void, check: () throws -> Void) throws {
    startWorkers(dropping: false)
    do {
      for position in 0..<frames.count {
        let payload = try take(position, check: check)
        let start = ProcessInfo.processInfo.systemUptime
        try consume(frames[position], payload)
        encodeSeconds += ProcessInfo.processInfo.systemUptime - start
      }
    } catch {
      cancel(error)
      waitForWorkers()
      throw error
    }
    waitForWorkers()
  }

  /// Runs the workers and drops every frame they produce, without a consumer: the drawing
  /// stage alone, as a plain C loop whose threads are only joined (render-only benchmarks).
  /// Workers take frames in order but never wait for a window or wake a consumer, so the
  /// calling thread sleeps until the last worker ends. Throws the first worker's error.
  package func runDropping() throws {
    startWorkers(dropping: true)
    condition.lock()
    while running > 0 { condition.wait() }
    dropping = false
    let failure = failure
    condition.unlock()
    _ = helpers?.take(upTo: workerCount)
    if let failure { throw failure }
  }

  /// Resets the shared state and starts the workers; `dropping` workers keep no frames.
  private func startWorkers(dropping: Bool) {
    condition.lock()
    nextToTake = 0
    nextToConsume = 0
    cancelled = false
    failure = nil
    self.dropping = dropping
    running = workerCount
    condition.unlock()
    for i in 0..<workerCount {
      let thread = Thread { [self] in work() }
      thread.name = "chainframe-render-\(i)"
      thread.start()
    }
  }

  /// Waits for the payload of `position`, polling `check`.
  private func take(_ position: Int, check: () throws -> Void) throws -> FramePayload {
    condition.lock()
    defer { condition.unlock() }
    // Every frame, not only while waiting: when the consumer (a slow encoder) is the
    // bottleneck, frames are always ready and a signal must still be seen.
    condition.unlock()
    do { try check() } catch {
      condition.lock()
      throw error
    }
    condition.lock()
    while true {
      if let failure { throw failure }
      if let payload = ready.removeValue(forKey: position) {
        nextToConsume = position + 1
        condition.broadcast()
        return payload
      }
      condition.unlock()
      do { try check() } catch {
        condition.lock()
        throw error
      }
      condition.lock()
      if ready[position] == nil && failure == nil {
        _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
      }
    }
  }

  private func cancel(_ error: any Error) {
    condition.lock()
    if failure == nil { failure = error }
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }

  private func waitForWorkers() {
    condition.lock()
    cancelled = cancelled || nextToConsume < frames.count
    condition.broadcast()
    while running > 0 { condition.wait() }
    ready.removeAll()
    condition.unlock()
    // Every worker gave its thread back, and every borrowed thread was given back before its
    // frame was done: take them all again so the next run starts with none idle.
    _ = helpers?.take(upTo: workerCount)
  }

  private func work() {
    var producer: (any FrameProducer)?
    do {
      producer = try makeProducer()
    } catch {
      cancel(error)
    }
    condition.lock()
    while let producer, !cancelled, nextToTake < frames.count {
      if !dropping && nextToTake >= nextToConsume + window {
        condition.wait()
        continue
      }
      let position = nextToTake
      nextToTake += 1
      condition.unlock()
      var payload: FramePayload?
      if isRepeat[position] {
        payload = .repeatPrevious
      } else {
        do { payload = try producer.produce(frames[position]) } catch { cancel(error) }
      }
      condition.lock()
      guard let payload else { break }
      if isRepeat[position] { repeatedFrames += 1 }
      if dropping { continue }
      ready[position] = payload
      // Only the consumer waits for a frame, and only for the next one in order; workers
      // waiting for room in the window are woken by the consumer when it takes a frame.
      if position == nextToConsume { condition.broadcast() }
    }
    if let producer {
      renderSeconds += producer.renderSeconds
      convertSeconds += producer.convertSeconds
    }
    // Before `running` drops, so `waitForWorkers` sees every thread given back.
    helpers?.giveBack(1)
    running -= 1
    condition.broadcast()
    condition.unlock()
  }
}
