import ChainframeModel
import Foundation

/// A temporary file beside a destination that becomes the destination only on success.
///
/// Writers write to ``temporaryPath``; ``commit()`` renames it over the destination in one
/// step (same folder, so the rename is atomic), and dropping the value without committing
/// removes it. An existing destination is therefore never half-overwritten, and never replaced
/// when it is one of the process's inputs (``InputLedger``), not a regular file, or a file of
/// another kind than the one written (``OutputDestinationCheck``).
package final class AtomicOutputFile {
  /// The final path.
  package let destination: String
  /// Where to write until ``commit()``; hidden, in the destination's folder.
  package let temporaryPath: String
  private var isFinished = false

  /// Reserves a temporary path beside `destination`.
  ///
  /// - Throws: ``OutputError`` when the folder is missing or not writable, or when the
  ///   destination is a folder.
  package init(destination: String) throws(OutputError) {
    let url = URL(fileURLWithPath: destination)
    let folder = url.deletingLastPathComponent().path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw .folderMissing(path: destination, folder: folder)
    }
    if manager.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .destinationIsFolder(path: destination)
    }
    try OutputDestinationCheck.before(writing: destination)
    self.destination = destination
    TemporaryName.removeStale(in: folder)
    let temporary =
      url.deletingLastPathComponent().appendingPathComponent(TemporaryName.make(for: url.lastPathComponent)).path
    // Create the file now: permission checks such as access(2) say yes to root even where
    // the create would fail (read-only or virtual file systems), and an error is clearer
    // before any rendering starts.
    let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY, 0o644)
    guard descriptor >= 0 else {
      throw .folderNotWritable(
        path: destination, folder: folder, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    self.temporaryPath = temporary
    TemporaryName.mark(temporary)
    TemporaryRegistry.shared.add(temporary)
  }

  deinit {
    if !isFinished {
      try? FileManager.default.removeItem(atPath: temporaryPath)
      TemporaryRegistry.shared.remove(temporaryPath)
    }
  }

  /// Moves the temporary file over the destination.
  package func commit() throws(OutputError) {
    precondition(!isFinished, "commit called twice")
    do {
      // Again at the last moment: inputs read during the work (assets, chunks) are known now,
      // and the destination may have changed while the work ran.
      try OutputDestinationCheck.before(committing: temporaryPath, to: destination)
    } catch {
      discard()
      throw error
    }
    TemporaryRegistry.shared.remove(temporaryPath)
    if rename(temporaryPath, destination) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporaryPath)
      isFinished = true
      throw .renameFailed(path: destination, reason: reason)
    }
    isFinished = true
  }

  /// Writes `text` to `destination` atomically (temporary file, then rename).
  package static func write(text: String, to destination: String) throws(OutputError) {
    try write(data: Data(text.utf8), to: destination)
  }

  /// Writes `data` to `destination` atomically (temporary file, then rename).
  package static func write(data: Data, to destination: String) throws(OutputError) {
    let file = try AtomicOutputFile(destination: destination)
    guard FileManager.default.createFile(atPath: file.temporaryPath, contents: data) else {
      throw .folderNotWritable(path: destination, folder: file.temporaryPath, reason: "the write failed")
    }
    try file.commit()
  }

  /// Removes the temporary file; the destination is untouched.
  package func discard() {
    guard !isFinished else { return }
    try? FileManager.default.removeItem(atPath: temporaryPath)
    TemporaryRegistry.shared.remove(temporaryPath)
    isFinished = true
  }
}
