import ChainframeLottie
import Testing

/// The pure-Swift DEFLATE decoder and CRC-32 against vectors made with Python's zlib
/// (`zlib.compressobj(level, DEFLATED, -15)`: raw streams, as ZIP stores them).
@Suite("Inflate")
struct InflateTests {
  /// `bytes` from hex, ignoring white space.
  static func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.utf8.filter { $0 > 0x20 })
    return stride(from: 0, to: digits.count, by: 2).map {
      UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0
    }
  }

  /// 400 numbers, `(i * 7919) % 1000` each followed by a space: zlib codes it with a dynamic block.
  static let numbers = Array((0..<400).map { "\(($0 * 7919) % 1000) " }.joined().utf8)

  /// Name, compressed stream (hex), expected output.
  static let vectors: [(name: String, stream: String, expected: [UInt8])] = [
    ("an empty fixed block", "0300", []),
    ("a stored block", "011500eaff73746f7265642062797465732c206c6576656c2030", Array("stored bytes, level 0".utf8)),
    (
      "a fixed Huffman block with back references", "cb48cdc9c957c840277514d2322b5253143c4ad3d27213f300",
      Array("hello hello hello hello, fixed Huffman".utf8)
    ),
    (
      "a dynamic Huffman block",
      """
      15d4c101c2300c04c15654029664cbeebf31263f1e21dc32717ef1d68b5b37664f9c39b1df8ebd3aba2a6a67e4ac58ef17eb
      f7226fbc9eb8e7c4dc1df3eb3859b13ba3cf8ababfc8e7b27563d5c43ef166c77d1d77554c659cbd62cf2ffabee8df8dca89
      ec13ebb8aea3e265fab062cecf9c67ce3567cc39e66c73da9c8ab5326ac5db3f739e390a7e0a52416f73dcec2af8294805fd
      732b73ae390a9682dae6b43915fd142c05a5a09f39ae733773be5d6d4ec5b9f6ffec4ffbeb9973cd1973ec5f3baacd29dfcb
      98a7602948057dcd197314fc14a48276bb8c7715fc1430180687c166d00c9a413148066bbeebc27e0297c01038040e814da0
      09148124b0082c02001e814b60080c81436013680245a00824814500c023f07e0a180c83c360336806cda0182483c5e02310
      80e022180407c141b011348242900812c14240e021b80806c120380836824650ef03958060f5773b7b24fc2440180807c286
      b02134848290101684cf400183cb60181c0687c166d00c8a413248062bbf07dc973c6c0c2e836170186c06cda018148364b0
      187c049f816370290c85436153d8149a4251480a8bc287a000c28530100e84036143680805212124840581c1fb4e01840b61
      201c081b424328080521eb2bfdfe10bf2181c2a530140e854d6153680a4521292c0aeb3b0812285c0a43e15038143685a650
      14f27d9749a000e17de780c2a530140e854da1293485a2901416850f81c2c370310c86836163d8181a4361480c0bc3fa8e82
      060c17c360180c07c3c6d0180a4362480c0b038587e162b81806c3e9ef35e381c3d0180a436258e75335480387cb61381c0e
      9bc3e6d01c8a4372581cd677183470b81c86c3fcbe63aa814373280ec921392c0e181e87cbe172180e87c3e6d01c9a437148
      0e8bc377181c61cb280c85436153d8149a4251480a8bc2fa5e470a285c0a4361281c0a9b4253280a452129acfaeccd8145e1
      52180a87c2a6d0149a4251480aeb7caff1b09fc165300c0e833f
      """, numbers
    ),
  ]

  @Test("Streams zlib wrote decompress to their input", arguments: vectors.indices)
  func vector(_ index: Int) throws {
    let v = Self.vectors[index]
    let stream = Self.hex(v.stream)
    let out = try Inflate.inflate(stream, range: 0..<stream.count, limit: 1 << 20)
    #expect(out == v.expected, "\(v.name)")
  }

  @Test("CRC-32 matches the check value of the standard")
  func crc() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(CRC32.checksum(Self.numbers) == 371_582_447)
  }

  @Test(
    "Damaged streams are errors, never crashes",
    arguments: [
      ("0100", InflateError.truncated),
      ("011500eaff7374", .truncated),
      ("011500eafe73746f7265642062797465732c206c6576656c2030", .corrupt("stored block length check")),
      ("07", .corrupt("block type 3")),
      ("cb48cdc9c957c840", .truncated),
    ])
  func damaged(_ stream: String, _ expected: InflateError) {
    let bytes = Self.hex(stream)
    #expect(throws: expected) { try Inflate.inflate(bytes, range: 0..<bytes.count, limit: 1 << 20) }
  }

  @Test("Output past the limit stops the stream at the limit")
  func limit() {
    let bytes = Self.hex("cb48cdc9c957c840277514d2322b5253143c4ad3d27213f300")
    #expect(throws: InflateError.tooLarge(limit: 10)) {
      try Inflate.inflate(bytes, range: 0..<bytes.count, limit: 10)
    }
  }

  @Test("Every truncation of a dynamic stream is an error, not a crash")
  func truncations() {
    let stream = Self.hex(Self.vectors[3].stream)
    for n in 0..<stream.count {
      #expect(throws: InflateError.self) { try Inflate.inflate(stream, range: 0..<n, limit: 1 << 20) }
    }
  }
}
