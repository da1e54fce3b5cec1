import ChainframeModel
import Foundation

/// Names of Chainframe's temporary outputs, and the clean-up of those left by dead processes.
///
/// A temporary is `.<name>.cf-<host>-<pid>-<random>.partial` beside its destination. The host
/// and process id let a later run tell that the writer is gone (a SIGKILL, a power cut) and
/// remove the leftover; on a folder shared by several machines (NFS under a cluster) only
/// leftovers of this host are judged, since a process id means nothing on another machine.
///
/// A name alone proves nothing (a user may call a scene `.x.cf-host-1-a.partial`), so every
/// temporary also carries a marker in an extended attribute (``mark(_:)``), and the sweep
/// removes only files and folders that carry it and that this process has not read as input.
/// Where a file system has no user extended attributes a leftover is never swept: a hidden
/// stray file is better than a lost one.
package enum TemporaryName {
  /// The suffix of every temporary.
  package static let suffix = ".partial"

  /// This machine's name as used in temporaries (letters, digits, `-` and `_` only).
  package static let host: String = {
    var buffer = [CChar](repeating: 0, count: 256)
    let name =
      gethostname(&buffer, buffer.count) == 0
      ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "host"
    let safe = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "_" ? Character($0) : "_" }
    return String(safe.prefix(64))
  }()

  /// A fresh temporary name for `destinationName` (a file or folder name, no slashes).
  package static func make(for destinationName: String) -> String {
    let pid = ProcessInfo.processInfo.processIdentifier
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return ".\(destinationName).cf-\(host)-\(pid)-\(random)\(suffix)"
  }

  /// The extended attribute that marks a temporary, and its value.
  static let markerAttribute = "user.chainframe.partial"
  static let markerValue = Array("chainframe temporary 1".utf8)

  /// Marks `path` (a file or folder just created by this process) as a temporary the sweep may
  /// remove once this process is gone. Returns false where the file system has no user
  /// extended attributes.
  @discardableResult
  package static func mark(_ path: String) -> Bool {
    ExtendedAttributes.set(markerAttribute, of: path, to: markerValue)
  }

  /// Whether `path` carries the marker of ``mark(_:)`` (links are not followed).
  static func isMarked(_ path: String) -> Bool {
    ExtendedAttributes.get(markerAttribute, of: path) == markerValue
  }

  /// The writer's process id when `name` is one of this host's temporaries.
  static func ownerPID(of name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(suffix), let marker = name.range(of: ".cf-\(host)-", options: .backwards)
    else { return nil }
    let rest = name[marker.upperBound...].dropLast(suffix.count)
    let parts = rest.split(separator: "-")
    guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, parts[1].allSatisfy(\.isHexDigit) else { return nil }
    return pid
  }

  /// Removes this host's temporaries in `folder` whose process no longer runs; returns the
  /// names removed. Files of live processes, of other hosts, without the marker, inputs of
  /// this process and everything else are untouched.
  @discardableResult
  package static func removeStale(in folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [String] = []
    for name in names.sorted() {
      guard let pid = ownerPID(of: name), pid != ProcessInfo.processInfo.processIdentifier else { continue }
      // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM means it runs
      // under another user).
      let path = folder + "/" + name
      guard isMarked(path), InputLedger.shared.input(replacedBy: path) == nil else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        if (try? FileManager.default.removeItem(atPath: folder + "/" + name)) != nil { removed.append(name) }
      }
    }
    return removed
  }
}
