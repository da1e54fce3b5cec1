import Foundation

/// `setxattr(2)` and `lgetxattr(2)`, looked up in the C library at run time: Glibc's Swift
/// module map leaves out `<sys/xattr.h>`, and Core imports no C module of its own.
enum ExtendedAttributes {
  private typealias Set =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32)
    -> Int32
  private typealias Get =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int)
    -> Int

  private static let functions: (set: Set, get: Get)? = {
    guard let library = dlopen(nil, RTLD_NOW), let set = dlsym(library, "setxattr"),
      let get = dlsym(library, "lgetxattr")
    else { return nil }
    return (unsafeBitCast(set, to: Set.self), unsafeBitCast(get, to: Get.self))
  }()

  /// Sets attribute `name` of `path` to `value`; false where unsupported.
  static func set(_ name: String, of path: String, to value: [UInt8]) -> Bool {
    guard let set = functions?.set else { return false }
    return value.withUnsafeBytes { set(path, name, $0.baseAddress, $0.count, 0) == 0 }
  }

  /// The value of attribute `name` of `path` (links not followed), up to `limit` bytes.
  static func get(_ name: String, of path: String, limit: Int = 64) -> [UInt8]? {
    guard let get = functions?.get else { return nil }
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = buffer.withUnsafeMutableBytes { get(path, name, $0.baseAddress, $0.count) }
    return count >= 0 ? Array(buffer.prefix(count)) : nil
  }
}
