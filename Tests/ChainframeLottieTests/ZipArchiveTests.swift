import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// The ZIP reader refuses what it does not support or would not be safe to read, each as an
/// error naming the entry: archives made by mutating the central directory of a good one.
@Suite("ZIP archive reader")
struct ZipArchiveTests {
  /// One way to spoil `swatch.lottie` (its first entry is `manifest.json`).
  enum Mutation: String, CaseIterable, Sendable {
    case encrypted, zip64, lzma, absoluteName, nulInName, badChecksum, bombRatio, duplicateName
  }

  static let original: [UInt8] = [UInt8](
    FileManager.default.contents(
      atPath: Fixtures.repositoryPath("Tests/Fixtures/Lottie/dotLottie/swatch.lottie")) ?? Data())

  /// Offsets of the central directory entries.
  static func directory(_ bytes: [UInt8]) -> [Int] {
    (0..<bytes.count - 4).filter { bytes[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 1, 2]) }
  }

  static func put32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
    for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(k))) }
  }

  static func mutated(_ mutation: Mutation) -> [UInt8] {
    var b = original
    let entries = directory(b)
    let first = entries[0]
    switch mutation {
    case .encrypted: b[first + 8] |= 1
    case .zip64:
      let end = (0..<b.count - 4).last { b[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 5, 6]) } ?? 0
      put32(&b, end + 16, 0xFFFF_FFFF)
    case .lzma: b[first + 10] = 14
    case .absoluteName: b[first + 46] = UInt8(ascii: "/")
    case .nulInName: b[first + 47] = 0
    case .badChecksum: b[first + 16] ^= 0xFF
    case .bombRatio: put32(&b, first + 24, 3 << 20)
    case .duplicateName:
      // `animations/second.json` renamed to `animations/swatch.json` (same length), in place.
      let third = entries[2]
      let name = Array("animations/swatch.json".utf8)
      guard b[third + 28] == UInt8(name.count) else { return b }
      b.replaceSubrange(third + 46..<third + 46 + name.count, with: name)
    }
    return b
  }

  @Test("Unsupported or unsafe archives are refused with the entry and the reason", arguments: Mutation.allCases)
  func refused(_ mutation: Mutation) throws {
    let expected: (entry: String, message: String) =
      switch mutation {
      case .encrypted: ("manifest.json", "encrypted")
      case .zip64: ("", "ZIP64")
      case .lzma: ("manifest.json", "compression method 14")
      case .absoluteName: ("/anifest.json", "name is unsafe")
      case .nulInName: ("m?nifest.json", "name is unsafe")
      case .badChecksum: ("manifest.json", "CRC-32")
      case .bombRatio: ("manifest.json", "a zip bomb")
      case .duplicateName: ("animations/swatch.json", "two files with this name")
      }
    let error = try #require(throws: SceneFileError.self) {
      try LottieImporter.translate(bytes: Self.mutated(mutation), file: "m.lottie", animation: nil)
    }
    let d = try #require(error.diagnostics.first)
    #expect(d.keyPath == expected.entry && d.message.contains(expected.message), "\(error)")
  }

  @Test("Only the images the chosen animation names are read", arguments: [("swatch", false), ("second", true)])
  func imagesOfTheAnimation(_ animation: String, _ loads: Bool) throws {
    // The CRC-32 of images/img_0.png (the fourth entry) spoiled: only `swatch` reads it.
    var bytes = Self.original
    bytes[Self.directory(bytes)[3] + 16] ^= 0xFF
    let result = Result { () throws(SceneFileError) in
      try LottieImporter.translate(bytes: bytes, file: "m.lottie", animation: animation)
    }
    switch result {
    case .success: #expect(loads)
    case .failure(let error):
      #expect(!loads)
      #expect(error.diagnostics.first?.keyPath == "images/img_0.png", "\(error)")
    }
  }
}
