import ChainframeCore
import Foundation

/// Where encoded output goes, written so that nothing half-finished is ever left at the
/// destination: a temporary file or folder renamed on success, or stdout.
enum OutputTarget {
  case file(AtomicOutputFile)
  case folder(temporary: String, destination: String, pattern: String)
  case stdout

  /// The path the encoder writes to.
  var encoderPath: String {
    switch self {
    case .file(let f): return f.temporaryPath
    case .folder(let temporary, _, let pattern): return temporary + "/" + pattern
    case .stdout: return "-"
    }
  }

  /// Prepares the target for `path`; PNG sequences need a pattern such as `frames/%05d.png`.
  static func make(path: String, isSequence: Bool) throws -> OutputTarget {
    if path == "-" { return .stdout }
    guard isSequence else { return .file(try AtomicOutputFile(destination: path)) }
    let url = URL(fileURLWithPath: path)
    let pattern = url.lastPathComponent
    guard pattern.contains("%") else {
      throw CLIError.invalidOption(
        name: "--output", message: "a PNG sequence needs a numbered pattern such as '\(path.hasSuffix("/") ? path : path + "/")%05d.png'")
    }
    let destination = url.deletingLastPathComponent().path
    let parent = URL(fileURLWithPath: destination).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw OutputError.folderMissing(path: path, folder: parent)
    }
    let temporary = parent + "/.\(URL(fileURLWithPath: destination).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial"
    do {
      try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    } catch {
      throw OutputError.folderNotWritable(path: path, folder: parent, reason: "\(error.localizedDescription)")
    }
    return .folder(temporary: temporary, destination: destination, pattern: pattern)
  }

  /// Moves the finished output into place.
  func commit() throws {
    switch self {
    case .file(let f): try f.commit()
    case .folder(let temporary, let destination, _):
      // Replace an earlier sequence in one step: move it aside, move the new one in, delete
      // the old one.
      let manager = FileManager.default
      var old: String?
      if manager.fileExists(atPath: destination) {
        let aside = destination + ".\(ProcessInfo.processInfo.processIdentifier).old"
        try manager.moveItem(atPath: destination, toPath: aside)
        old = aside
      }
      try manager.moveItem(atPath: temporary, toPath: destination)
      if let old { try? manager.removeItem(atPath: old) }
    case .stdout: break
    }
  }

  /// Removes whatever was written (the destination is untouched).
  func discard() {
    switch self {
    case .file(let f): f.discard()
    case .folder(let temporary, _, _): try? FileManager.default.removeItem(atPath: temporary)
    case .stdout: break
    }
  }
}
