import Foundation

/// The pixel size of a PNG, JPEG, WebP or GIF file read from its header, without decoding it,
/// so a 100 KB file declaring 30000×30000 pixels is refused before gigabytes are allocated.
package enum ImageHeader {
  /// How much of a file is read to find its size: a JPEG's frame header can follow large
  /// EXIF and ICC segments.
  static let maxHeaderBytes = 1 << 20

  /// `(width, height)` of the image file at `path`, or nil when it is none of the four formats
  /// or its header is unreadable.
  package static func size(ofFileAt path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maxHeaderBytes) else { return nil }
    let bytes = [UInt8](data)
    return pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes) ?? gifSize(bytes)
  }

  /// The reason the image file at `path` may not be decoded (too many pixels), or nil when it
  /// is within ``SceneLimits/maxImageSide`` and ``SceneLimits/maxEmbeddedImagePixels``, the
  /// same budget as an embedded image, or when its size cannot be read (the decoder then
  /// reports the file itself).
  package static func budgetProblem(ofFileAt path: String) -> String? {
    guard let size = size(ofFileAt: path) else { return nil }
    guard size.width > 0, size.height > 0, size.width <= SceneLimits.maxImageSide,
      size.height <= SceneLimits.maxImageSide, size.width * size.height <= SceneLimits.maxEmbeddedImagePixels
    else {
      return "its header declares \(size.width)x\(size.height) pixels, more than the limit of "
        + "\(SceneLimits.maxEmbeddedImagePixels) pixels (\(SceneLimits.maxImageSide) a side); scale the image down"
    }
    return nil
  }

  /// `(width, height)` of in-memory bytes, or nil when they are not of `mediaType`
  /// (`image/png`, `image/jpeg` or `image/webp`).
  static func size(_ bytes: [UInt8], mediaType: String) -> (width: Int, height: Int)? {
    switch mediaType {
    case "image/png": pngSize(bytes)
    case "image/webp": webpSize(bytes)
    default: jpegSize(bytes)
    }
  }

  private static func be(_ b: [UInt8], _ i: Int, _ n: Int) -> Int {
    (i..<i + n).reduce(0) { $0 << 8 | Int(b[$1]) }
  }

  /// `RIFF....WEBP` then a `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended) chunk.
  static func webpSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 30, b[0..<4].elementsEqual("RIFF".utf8), b[8..<12].elementsEqual("WEBP".utf8) else { return nil }
    func le(_ i: Int, _ n: Int) -> Int { (0..<n).reversed().reduce(0) { $0 << 8 | Int(b[i + $1]) } }
    switch String(decoding: b[12..<16], as: UTF8.self) {
    case "VP8X": return (le(24, 3) + 1, le(27, 3) + 1)
    case "VP8L":
      let bits = le(21, 4)
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    case "VP8 ": return (le(26, 2) & 0x3FFF, le(28, 2) & 0x3FFF)
    default: return nil
    }
  }

  /// The logical screen size follows `GIF87a`/`GIF89a` (little endian).
  static func gifSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 10, b[0..<4].elementsEqual("GIF8".utf8) else { return nil }
    return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
  }

  /// The IHDR chunk follows the 8-byte signature: length, "IHDR", width, height (big endian).
  static func pngSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, b.prefix(8).elementsEqual(signature), b[12..<16].elementsEqual("IHDR".utf8) else {
      return nil
    }
    return (be(b, 16, 4), be(b, 20, 4))
  }

  /// Walks the JPEG segments to the first start-of-frame marker (SOF0…SOF15 but DHT, JPG, DAC).
  static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var i = 2
    while i + 4 <= b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF {  // fill byte
        i += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // markers without a length
        i += 2
        continue
      }
      if marker == 0xD9 || marker == 0xDA { return nil }  // end of image / scan before any frame
      let length = be(b, i + 2, 2)
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard i + 9 <= b.count else { return nil }
        return (be(b, i + 7, 2), be(b, i + 5, 2))
      }
      i += 2 + length
    }
    return nil
  }
}
