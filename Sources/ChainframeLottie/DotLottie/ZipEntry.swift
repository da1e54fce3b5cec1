/// One file in a ZIP archive, as its central directory describes it.
package struct ZipEntry: Equatable, Sendable {
  /// The path inside the archive (`animations/a.json`), checked: relative, no `..`, no NUL.
  package var name: String
  /// 0 (stored) or 8 (deflate); other methods are refused when the archive is opened.
  package var method: Int
  /// The CRC-32 of the uncompressed bytes.
  package var crc: UInt32
  /// Bytes stored in the archive.
  package var compressedSize: Int
  /// Bytes once decompressed.
  package var size: Int
  /// Offset of the entry's local header from the start of the archive.
  package var headerOffset: Int
}
