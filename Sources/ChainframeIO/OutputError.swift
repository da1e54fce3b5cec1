import ChainframeModel

/// Why an output file could not be created.
package enum OutputError: CategorizedError, Sendable {
  /// The destination's folder does not exist.
  case folderMissing(path: String, folder: String)
  /// The destination's folder cannot be written.
  case folderNotWritable(path: String, folder: String, reason: String)
  /// The destination names an existing folder.
  case destinationIsFolder(path: String)
  /// The finished file could not be moved into place.
  case renameFailed(path: String, reason: String)
  /// An image sequence would replace numbered files already in its folder.
  case wouldOverwrite(path: String, existing: Int, example: String)
  /// The output is also an input or another output of the same run.
  case collides(path: String, role: String, with: String)
  /// The destination exists and is not a regular file (a FIFO, socket or device).
  case notRegularFile(path: String)
  /// The destination holds a file of another kind than the one being written (a scene where a
  /// video would go): it is not a previous output, so it is not replaced.
  case wouldReplace(path: String, existing: String, writing: String)

  /// One line: what, where and how to fix it.
  package var description: String {
    switch self {
    case .folderMissing(let path, let folder):
      return "cannot create \(UserText.quoted(path)): folder \(UserText.quoted(folder)) does not exist; create it first"
    case .folderNotWritable(let path, let folder, let reason):
      return "cannot create \(UserText.quoted(path)): cannot write in folder \(UserText.quoted(folder)) (\(reason)); "
        + "choose another output path"
    case .destinationIsFolder(let path):
      return "cannot create \(UserText.quoted(path)): it is a folder; give a file name such as '\(path)/out.mp4'"
    case .renameFailed(let path, let reason):
      return "cannot move the finished file to \(UserText.quoted(path)): \(reason)"
    case .wouldOverwrite(let path, let existing, let example):
      return
        "\(UserText.quoted(path)) would replace \(existing) numbered file(s) already there (for example \(UserText.quoted(example))); "
        + "choose an empty folder or allow overwriting (other files in the folder are never touched)"
    case .notRegularFile(let path):
      return "cannot write \(UserText.quoted(path)): it exists and is not a regular file (a FIFO, socket or device); "
        + "choose a file name"
    case .wouldReplace(let path, let existing, let writing):
      return
        "will not replace \(UserText.quoted(path)): it holds \(existing), and this would write \(writing) over it; "
        + "choose another name, or delete the file first if it is no longer needed"
    case .collides(let path, let role, let other):
      return "cannot write \(role) \(UserText.quoted(path)): it is also \(other), which writing would destroy; "
        + "choose another name"
    }
  }

  /// A failed rename is an I/O error; the rest mean the output cannot be created.
  package var category: ErrorCategory {
    switch self {
    case .renameFailed: return .io
    default: return .cannotCreate
    }
  }
}
