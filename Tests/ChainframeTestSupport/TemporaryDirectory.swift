import Foundation

/// A fresh folder under the system temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
  /// The folder's path.
  public let path: String

  /// Creates a uniquely named folder.
  public init() {
    let name = "chainframe-test-\(UUID().uuidString)"
    path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(name).path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// `path/<name>`.
  public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Writes `text` to `name` and returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) -> String {
    let target = file(name)
    _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
    return target
  }
}
