/// Why a DEFLATE stream (RFC 1951) could not be decompressed.
package enum InflateError: Error, Equatable, Sendable {
  /// The stream ended before its last block did.
  case truncated
  /// A block header, length, distance or Huffman code that RFC 1951 does not allow.
  case corrupt(String)
  /// The output would pass `limit` bytes (the size the archive declared for the entry).
  case tooLarge(limit: Int)

  /// The problem in words, for the entry's error message.
  package var description: String {
    switch self {
    case .truncated: "the compressed data ends early"
    case .corrupt(let what): "the compressed data is corrupt (\(what))"
    case .tooLarge(let limit): "the compressed data expands past the \(limit) bytes the archive declares"
    }
  }
}
