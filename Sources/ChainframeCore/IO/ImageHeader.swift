/// The pixel size of a PNG or JPEG file read from its header, without decoding it.
enum ImageHeader {
  /// `(width, height)`, or nil when `bytes` are not a PNG (`png`) or a JPEG.
  static func size(_ bytes: [UInt8], png: Bool) -> (width: Int, height: Int)? {
    png ? pngSize(bytes) : jpegSize(bytes)
  }

  private static func be(_ b: [UInt8], _ i: Int, _ n: Int) -> Int {
    (i..<i + n).reduce(0) { $0 << 8 | Int(b[$1]) }
  }

  /// The IHDR chunk follows the 8-byte signature: length, "IHDR", width, height (big endian).
  private static func pngSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, b.prefix(8).elementsEqual(signature), b[12..<16].elementsEqual("IHDR".utf8) else {
      return nil
    }
    return (be(b, 16, 4), be(b, 20, 4))
  }

  /// Walks the JPEG segments to the first start-of-frame marker (SOF0…SOF15 but DHT, JPG, DAC).
  private static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
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
