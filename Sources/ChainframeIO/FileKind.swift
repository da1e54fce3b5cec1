import ChainframeModel
import Foundation

/// What a file holds, sniffed from its first bytes, so a writer can tell a previous output of
/// the same kind (which a render replaces) from a user's file of another kind (which it must
/// not replace: `join parts/ -o scene.yaml`, `import anim.json -o logo.png`).
package enum FileKind: String, Sendable, Hashable {
  /// MP4, MOV, M4V, M4A (ISO base media, `ftyp`).
  case isoMedia = "an MP4/MOV video"
  /// WebM, MKV (EBML).
  case matroska = "a WebM/MKV video"
  /// GIF.
  case gif = "a GIF"
  /// PNG and APNG.
  case png = "a PNG image"
  /// WebP (RIFF `WEBP`).
  case webp = "a WebP image"
  /// JPEG.
  case jpeg = "a JPEG image"
  /// WAV and other RIFF files.
  case riff = "a RIFF (WAV/AVI) file"
  /// A Chainframe chunk (`render --chunk`).
  case chunk = "a Chainframe chunk"
  /// UTF-8 text without NUL bytes (scenes, reports, job files, captions, SVG).
  case text = "a text file"
  /// Anything else that is not empty.
  case other = "a binary file"

  /// The magic bytes at the start of a Chainframe chunk file.
  package static let chunkMagic: [UInt8] = Array("CFCHUNK".utf8)

  /// The kind of the first bytes of a file (up to 4 KiB are looked at); nil for no bytes.
  package static func sniff(_ bytes: [UInt8]) -> FileKind? {
    guard !bytes.isEmpty else { return nil }
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + magic.count && bytes[offset..<offset + magic.count].elementsEqual(magic)
    }
    if starts(Array("ftyp".utf8), at: 4) { return .isoMedia }
    if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .matroska }
    if starts(Array("GIF8".utf8)) { return .gif }
    if starts([0x89, 0x50, 0x4E, 0x47]) { return .png }
    if starts(Array("RIFF".utf8)) { return starts(Array("WEBP".utf8), at: 8) ? .webp : .riff }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(chunkMagic) { return .chunk }
    let head = bytes.prefix(4096)
    if !head.contains(0),
      String(validating: Array(head.prefix(head.count - trailingPartial(head))), as: UTF8.self) != nil
    {
      return .text
    }
    return .other
  }

  /// The kind of the file at `path` (links followed); nil when it is missing, empty or unreadable.
  package static func of(path: String) -> FileKind? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 4096) else { return nil }
    return sniff(Array(data))
  }

  /// How many bytes at the end of `head` are an incomplete UTF-8 sequence cut by the 4 KiB limit.
  private static func trailingPartial(_ head: ArraySlice<UInt8>) -> Int {
    var count = 0
    for byte in head.reversed().prefix(3) {
      if byte & 0xC0 == 0x80 {
        count += 1
        continue
      }
      return byte & 0xC0 == 0xC0 ? count + 1 : 0
    }
    return 0
  }
}
