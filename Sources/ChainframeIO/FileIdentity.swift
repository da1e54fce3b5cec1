import ChainframeModel
import Foundation

/// A file's device and inode: two paths with the same identity are the same file (hard links,
/// symbolic links, bind mounts of one file system).
struct FileIdentity: Sendable, Hashable {
  let device: UInt64
  let inode: UInt64
  /// The `st_mode` file type bits (`S_IFREG`, `S_IFIFO`, …).
  let type: UInt32

  /// The identity of the file `path` names (links followed); nil when it does not exist.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    type = UInt32(info.st_mode) & UInt32(S_IFMT)
  }

  /// Whether the file is a regular file (not a folder, FIFO, socket or device).
  var isRegular: Bool { type == UInt32(S_IFREG) }

  static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
  func hash(into hasher: inout Hasher) {
    hasher.combine(device)
    hasher.combine(inode)
  }
}
