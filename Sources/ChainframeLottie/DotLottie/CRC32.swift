/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), the checksum ZIP stores for
/// every entry: a corrupt `.lottie` is refused instead of translated from damaged JSON.
package enum CRC32 {
  /// The 256-entry table for byte-at-a-time updates.
  private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC-32 of `bytes` (`CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`).
  package static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    // Concrete buffers: a generic collection parameter is not specialised across modules,
    // and byte-wise witness calls made it 20 times slower.
    table.withUnsafeBufferPointer { t in
      bytes.withUnsafeBufferPointer { input in
        for b in input { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
      }
    }
    return c ^ 0xFFFF_FFFF
  }
}
