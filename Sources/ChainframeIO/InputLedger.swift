import ChainframeModel
import Foundation

/// Every file this process has read as an input, so that no writer can replace one.
///
/// Readers record what they read (scenes, includes, assets, captions, variables, data rows,
/// manifests, chunks, references, presets); ``AtomicOutputFile`` asks the ledger before it
/// reserves a temporary and again before it renames it into place. Files are matched by device
/// and inode (hard links and symbolic links included) and by their resolved path, so
/// `-o ./x/../scene.yaml` or a link to an asset is caught as well.
///
/// The ledger is process-wide on purpose: render workers are plain threads and a long-running
/// process (the preview, a server embedding the library) must not replace a file it read
/// earlier either. Entries are never removed; each is a few dozen bytes.
package final class InputLedger: Sendable {
  /// The process-wide ledger.
  package static let shared = InputLedger()

  /// One recorded input.
  package struct Entry: Sendable, Hashable {
    /// What the file is, for messages ("the scene file", "an asset of the scene", …).
    package let label: String
    /// The path as given.
    package let path: String
    /// The absolute path with links and `..` resolved.
    package let canonical: String
    /// Device and inode when the file existed when recorded.
    let identity: FileIdentity?
  }

  private let entries = Locked<[Entry]>([])

  /// An empty ledger (tests use their own; the tool uses ``shared``).
  package init() {}

  /// Records that this process reads (or is about to read) `path`; `label` says what it is.
  package func record(_ path: String, label: String) {
    guard !path.isEmpty, path != "-" else { return }
    let canonical = Self.canonical(path)
    let entry = Entry(label: label, path: path, canonical: canonical, identity: FileIdentity(path: path))
    entries.withLock { list in
      if !list.contains(entry) { list.append(entry) }
    }
  }

  /// Records every path of `paths` with the same label.
  package func record(_ paths: [String], label: String) {
    for path in paths { record(path, label: label) }
  }

  /// The recorded input that `destination` would replace, if any.
  package func input(replacedBy destination: String) -> Entry? {
    let canonical = Self.canonical(destination)
    let identity = FileIdentity(path: destination)
    return entries.withLock { list in
      list.first { entry in
        // An identity counts only while the input still has it: once an input is deleted its
        // inode may be reused by an unrelated new file.
        entry.canonical == canonical
          || (identity != nil && entry.identity == identity && FileIdentity(path: entry.canonical) == identity)
      }
    }
  }

  /// The absolute path with links and `..` resolved (for a file that does not exist yet, its
  /// folder is resolved).
  package static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent)
      .path
  }
}
