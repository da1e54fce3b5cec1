import ChainframeModel
import Foundation

/// Extended attributes of a file or folder, through Foundation's `NSFileExtendedAttributes`
/// file attribute (Core imports no C module, and Glibc's Swift module leaves out
/// `<sys/xattr.h>`).
enum ExtendedAttributes {
  private static let key = FileAttributeKey("NSFileExtendedAttributes")

  /// Sets attribute `name` of `path` to `value`; false where the file system has no user
  /// extended attributes.
  static func set(_ name: String, of path: String, to value: [UInt8]) -> Bool {
    (try? FileManager.default.setAttributes([key: [name: Data(value)]], ofItemAtPath: path)) != nil
  }

  /// The value of attribute `name` of `path`, nil when it has none.
  static func get(_ name: String, of path: String) -> [UInt8]? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return ((attributes?[key] as? [String: Data])?[name]).map { [UInt8]($0) }
  }
}
