import ChainframeCore
import Foundation

/// Where encoded output goes, written so that nothing already on disk is lost: a temporary
/// file renamed over the destination on success, a temporary folder whose numbered files are
/// moved one by one into the destination folder, or stdout.
package enum OutputTarget {
  case file(AtomicOutputFile)
  case sequence(temporary: String, folder: String, pattern: FramePattern)
  case stdout

  /// The path the encoder writes to.
  package var encoderPath: String {
    switch self {
    case .file(let f): return f.temporaryPath
    case .sequence(let temporary, _, let pattern):
      return temporary + "/" + pattern.prefix + "%0\(max(pattern.width, 1))d" + pattern.suffix
    case .stdout: return "-"
    }
  }

  /// Prepares the target for `path`. A sequence (`frames/%05d.png`) writes only its own
  /// numbered files: the folder is created when missing, and existing files that match the
  /// pattern are refused unless `overwrite` (other files there are never touched).
  package static func make(path: String, isSequence: Bool, overwrite: Bool) throws -> OutputTarget {
    if path == "-" { return .stdout }
    guard isSequence else {
      // Replacing one file is what renders do (the rename is atomic); only sequences need the
      // explicit flag, since they write many files into a shared folder.
      return .file(try AtomicOutputFile(destination: path))
    }
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    guard let pattern = FramePattern(name) else {
      throw RenderOptionError(
        .output,
        "\(UserText.quoted(path)) is not a numbered pattern; end it with a file name such as '%05d.png' "
          + "(one %d or %0Nd, N at most \(FramePattern.maxWidth))")
    }
    let folder = url.deletingLastPathComponent().path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw OutputError.destinationIsFolder(path: folder) }
    } else {
      let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
      guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw OutputError.folderMissing(path: path, folder: parent)
      }
      do {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
        TemporaryRegistry.shared.addCreatedFolder(folder)
      } catch {
        throw OutputError.folderNotWritable(path: path, folder: parent, reason: error.localizedDescription)
      }
    }
    TemporaryName.removeStale(in: folder)
    let existing = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter(pattern.matches).sorted()
    if !existing.isEmpty && !overwrite {
      throw OutputError.wouldOverwrite(
        path: path, existing: existing.count, example: folder + "/" + (existing.first ?? ""))
    }
    let temporary = folder + "/" + TemporaryName.make(for: "frames")
    do {
      try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    } catch {
      throw OutputError.folderNotWritable(path: path, folder: folder, reason: error.localizedDescription)
    }
    TemporaryName.mark(temporary)
    TemporaryRegistry.shared.add(temporary)
    return .sequence(temporary: temporary, folder: folder, pattern: pattern)
  }

  /// Moves the finished output into place.
  package func commit() throws {
    switch self {
    case .file(let f): try f.commit()
    case .sequence(let temporary, let folder, let pattern):
      // Each numbered file replaces its namesake in one rename. Files of an earlier, longer
      // sequence with the same pattern are removed (only with --overwrite can any exist), so
      // the folder never mixes two renders; nothing else in the folder is touched.
      let manager = FileManager.default
      let written = Set(((try? manager.contentsOfDirectory(atPath: temporary)) ?? []).filter(pattern.matches))
      let existing = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter(pattern.matches)
      // The one guard: no numbered file that would be replaced or removed may be an input or
      // anything but a regular file (checked for all before any is moved). Their kind is not
      // judged: only --overwrite lets existing numbered files be replaced.
      for name in Set(existing).union(written).sorted() where manager.fileExists(atPath: folder + "/" + name) {
        do {
          try OutputDestinationCheck.before(writing: folder + "/" + name, checkingKind: false)
        } catch {
          discard()
          throw error
        }
      }
      for name in written.sorted() where rename(temporary + "/" + name, folder + "/" + name) != 0 {
        throw OutputError.renameFailed(path: folder + "/" + name, reason: String(cString: strerror(errno)))
      }
      let stale = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
        pattern.matches($0) && !written.contains($0)
      }
      for name in stale { try? manager.removeItem(atPath: folder + "/" + name) }
      try? manager.removeItem(atPath: temporary)
      TemporaryRegistry.shared.remove(temporary)
    case .stdout: break
    }
  }

  /// Removes whatever was written (the destination is untouched).
  package func discard() {
    switch self {
    case .file(let f): f.discard()
    case .sequence(let temporary, _, _):
      try? FileManager.default.removeItem(atPath: temporary)
      TemporaryRegistry.shared.remove(temporary)
    case .stdout: break
    }
  }
}
