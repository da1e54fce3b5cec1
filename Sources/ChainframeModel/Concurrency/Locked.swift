import Foundation

/// A value guarded by a lock, shared between threads.
///
/// Used instead of `Synchronization.Mutex`: with Swift 6.3.1 on Linux, ThreadSanitizer does not
/// see `Mutex`'s lock and reports every guarded access as a race (a six-line program with a
/// `Mutex` shows it; the same program with `NSLock` does not), which would hide real races in
/// `scripts/sanitize`. `NSLock` is a pthread mutex, which TSan understands.
package final class Locked<Value>: @unchecked Sendable {
  // @unchecked: the value is only touched inside `withLock`. It lives in its own allocation
  // rather than a stored `var`, so Swift's dynamic exclusivity checks (which TSan reports as
  // "access races" without regard to the lock) do not apply; the lock alone orders accesses.
  private let lock = NSLock()
  private let storage: UnsafeMutablePointer<Value>

  /// Guards `value`.
  package init(_ value: Value) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&storage.pointee)
  }
}
