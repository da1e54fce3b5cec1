import ChainframeModel
import Foundation
import Synchronization

/// The temporaries this process has open, so an emergency exit (a second signal, a watchdog)
/// can remove them before the process ends and leave nothing at any destination.
package final class TemporaryRegistry: Sendable {
  /// The process-wide registry.
  package static let shared = TemporaryRegistry()

  private let paths = Locked<[String]>([])
  private let folders = Locked<[String]>([])

  /// Records a folder this process created for its output, removed again by ``removeAll()``
  /// when it is still empty (a stopped render leaves nothing behind, not even its folder).
  package func addCreatedFolder(_ path: String) { folders.withLock { $0.append(path) } }

  /// Records a temporary file or folder.
  package func add(_ path: String) { paths.withLock { $0.append(path) } }

  /// Forgets a temporary (committed or removed).
  package func remove(_ path: String) { paths.withLock { $0.removeAll { $0 == path } } }

  /// Removes every recorded temporary from disk, then every created folder that is empty;
  /// safe to call from any thread.
  package func removeAll() {
    let current = paths.withLock { list -> [String] in
      defer { list.removeAll() }
      return list
    }
    for path in current { try? FileManager.default.removeItem(atPath: path) }
    // rmdir removes only empty folders: one that received an output keeps it.
    for folder in folders.withLock({ $0 }).sorted(by: { $0.count > $1.count }) { rmdir(folder) }
  }
}
