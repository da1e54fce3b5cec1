import Foundation

/// Runs blocking work (sockets, semaphores) on a thread of its own and awaits it, so tests never
/// block Swift's cooperative pool.
enum OffThread {
  /// The result of `work`, run on a new thread.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
