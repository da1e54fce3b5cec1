import Foundation

/// Non-fatal messages on stderr.
enum Diagnostics {
  /// Prints `chainframe: warning: <message>`.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("chainframe: warning: \(message)\n".utf8))
  }
}
