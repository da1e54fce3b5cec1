import ChainframeCore
import Foundation

/// The one folder Chainframe keeps its caches in: `$CHAINFRAME_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/chainframe`, else `~/.cache/chainframe`, else a per-user folder under the
/// system's temporary folder. Caches never live beside a user's files.
enum ToolCache {
  /// The cache folder (not created until something is cached).
  static var folder: String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["CHAINFRAME_CACHE_DIR"], !explicit.isEmpty { return explicit }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/chainframe" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/chainframe" }
    return NSTemporaryDirectory() + "chainframe-cache-\(getuid())"
  }

  /// Creates the folders above `file`, private to the user.
  static func createFolder(of file: String) throws(OutputError) {
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .folderNotWritable(
        path: file, folder: folder, reason: "\(error.localizedDescription); set CHAINFRAME_CACHE_DIR")
    }
  }
}
