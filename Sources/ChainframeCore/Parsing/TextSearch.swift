import Foundation

/// Byte-level searches over scene text.
///
/// `String.contains(_:)` with Foundation imported goes through `NSString` and UTF-16 and
/// costs about 100 ms on a 2.4 MB scene; the loader asks a few such questions of every file.
/// An ASCII needle matches exactly where its bytes appear in the UTF-8 text (no multi-byte
/// sequence contains an ASCII byte).
enum TextSearch {
  /// True when the ASCII `needle` occurs in `text`.
  static func contains(_ text: String, _ needle: StaticString) -> Bool {
    precondition(needle.isASCII && needle.utf8CodeUnitCount > 0, "the needle must be non-empty ASCII")
    let count = needle.utf8CodeUnitCount
    let first = needle.utf8Start[0]
    let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      guard bytes.count >= count else { return false }
      var k = 0
      let last = bytes.count - count
      while k <= last {
        if bytes[k] == first {
          var j = 1
          while j < count && bytes[k + j] == needle.utf8Start[j] { j += 1 }
          if j == count { return true }
        }
        k += 1
      }
      return false
    }
    if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(search)
  }
}

extension TextSearch {
  /// `text` without leading and trailing whitespace (`CharacterSet.whitespaces`), returning
  /// it untouched, without Foundation's conversion, when both ends are other ASCII characters
  /// (the usual case: the only ASCII characters in that set are space and tab).
  static func trimmingWhitespace(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
      first != 0x20, first != 0x09, last != 0x20, last != 0x09
    {
      return text
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
