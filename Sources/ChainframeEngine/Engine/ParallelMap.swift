import ChainframeModel
import Dispatch

/// Maps indices to results on all cores, keeping results in index order.
enum ParallelMap {
  /// Below this many items the work runs inline: spreading a few layers over threads costs
  /// more than it saves.
  static let threshold = 16

  static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    if count < threshold { return (0..<count).map(body) }
    let results = ResultSlots<T>(count: count)
    // Chunks rather than single items, so threads do not contend on tiny tasks.
    let chunks = min(count, 64)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let lo = chunk * count / chunks
      let hi = (chunk + 1) * count / chunks
      for i in lo..<hi { results.store(body(i), at: i) }
    }
    return results.collect()
  }
}

/// Write-once slots filled from several threads, each index by exactly one thread.
private final class ResultSlots<T>: @unchecked Sendable {
  // @unchecked: the buffer is allocated once; every index is written by exactly one
  // iteration of concurrentPerform through the raw pointer (no shared Array header is
  // touched), and read only after concurrentPerform returns, which is a full barrier.
  private let base: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    base = UnsafeMutablePointer<T?>.allocate(capacity: count)
    base.initialize(repeating: nil, count: count)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  func store(_ value: T, at index: Int) { base[index] = value }

  func collect() -> [T] {
    (0..<count).map { i in
      guard let value = base[i] else { preconditionFailure("a parallel slot was never filled") }
      return value
    }
  }
}
