import Foundation
import Synchronization

/// The temporaries this process has open, so an emergency exit (a second signal, a watchdog)
/// can remove them before the process ends and leave nothing at any destination.
public final class TemporaryRegistry: Sendable {
  /// The process-wide registry.
  public static let shared = TemporaryRegistry()

  private let paths = Locked<[String]>([])

  /// Records a temporary file or folder.
  public func add(_ path: String) { paths.withLock { $0.append(path) } }

  /// Forgets a temporary (committed or removed).
  public func remove(_ path: String) { paths.withLock { $0.removeAll { $0 == path } } }

  /// Removes every recorded temporary from disk; safe to call from any thread.
  public func removeAll() {
    let current = paths.withLock { list -> [String] in
      defer { list.removeAll() }
      return list
    }
    for path in current { try? FileManager.default.removeItem(atPath: path) }
  }
}
