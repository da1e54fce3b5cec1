/// Why an output file could not be created.
public enum OutputError: Error, Sendable, CustomStringConvertible {
  /// The destination's folder does not exist.
  case folderMissing(path: String, folder: String)
  /// The destination's folder cannot be written.
  case folderNotWritable(path: String, folder: String, reason: String)
  /// The destination names an existing folder.
  case destinationIsFolder(path: String)
  /// The finished file could not be moved into place.
  case renameFailed(path: String, reason: String)

  /// One line: what, where and how to fix it.
  public var description: String {
    switch self {
    case .folderMissing(let path, let folder):
      return "cannot create '\(path)': folder '\(folder)' does not exist; create it first"
    case .folderNotWritable(let path, let folder, let reason):
      return "cannot create '\(path)': cannot write in folder '\(folder)' (\(reason)); "
        + "choose another output path"
    case .destinationIsFolder(let path):
      return "cannot create '\(path)': it is a folder; give a file name such as '\(path)/out.mp4'"
    case .renameFailed(let path, let reason):
      return "cannot move the finished file to '\(path)': \(reason)"
    }
  }
}
