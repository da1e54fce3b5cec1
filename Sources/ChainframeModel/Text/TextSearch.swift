import Foundation

/// Byte-level searches over scene text.
///
/// `String.contains(_:)` with Foundation imported goes through `NSString` and UTF-16 and
/// costs about 100 ms on a 2.4 MB scene; the loader asks a few such questions of every file.
/// An ASCII needle matches exactly where its bytes appear in the UTF-8 text (no multi-byte
/// sequence contains an ASCII byte).
package enum TextSearch {
  /// True when the ASCII `needle` occurs in `text`.
  package static func contains(_ text: String, _ needle: StaticString) -> Bool {
    precondition(needle.isASCII && needle.utf8CodeUnitCount > 0, "the needle must be non-empty ASCII")
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    if let found = text.utf8.withContiguousStorageIfAvailable({ find(pattern, in: $0) }) { return found }
    return Array(text.utf8).withUnsafeBufferPointer { find(pattern, in: $0) }
  }

  /// True when `pattern` occurs in `bytes`.
  ///
  /// Sixteen start positions at a time: a position is a candidate only when both the
  /// pattern's first and last bytes match there (two vector compares), so a frequent first
  /// byte such as `"` in JSON rarely reaches the byte-by-byte check. Pure Swift `SIMD16`;
  /// the answer never depends on the CPU.
  static func find(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = pattern.count
    guard count > 0, bytes.count >= count, let base = bytes.baseAddress else { return false }
    let first = pattern[0]
    let last = pattern[count - 1]
    let lastStart = bytes.count - count
    func matches(at k: Int) -> Bool {
      var j = 1
      while j < count - 1 && bytes[k + j] == pattern[j] { j += 1 }
      return j >= count - 1
    }
    let raw = UnsafeRawPointer(base)
    let firsts = SIMD16<UInt8>(repeating: first)
    let lasts = SIMD16<UInt8>(repeating: last)
    var k = 0
    // Both loads stay inside the buffer: the second ends at k + 15 + count - 1 ≤ bytes.count - 1.
    while k + 15 <= lastStart {
      let heads = raw.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self)
      let tails = raw.loadUnaligned(fromByteOffset: k + count - 1, as: SIMD16<UInt8>.self)
      let hits = (heads .== firsts) .& (tails .== lasts)
      if any(hits) {
        for j in 0..<16 where hits[j] && matches(at: k + j) { return true }
      }
      k += 16
    }
    while k <= lastStart {
      if bytes[k] == first && bytes[k + count - 1] == last && matches(at: k) { return true }
      k += 1
    }
    return false
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
