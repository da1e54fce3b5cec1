import ChainframeModel
import Foundation

/// Asks a caller's cancellation hook from any thread and remembers a yes.
package final class CancelProbe: @unchecked Sendable {
  // @unchecked: `hook` is immutable and Sendable; `flag` is only touched under `lock`.
  private let hook: (@Sendable () -> Bool)?
  private let lock = NSLock()
  private var flag = false

  package init(_ hook: (@Sendable () -> Bool)?) { self.hook = hook }

  /// True once cancellation was asked for; asks the hook when it has not said yes yet.
  package var cancelled: Bool {
    guard let hook else { return false }
    lock.lock()
    let known = flag
    lock.unlock()
    if known { return true }
    guard hook() else { return false }
    lock.lock()
    flag = true
    lock.unlock()
    return true
  }

  /// Whether a hook was given at all (no hook: never cancelled, nothing to ask).
  var isActive: Bool { hook != nil }
}
