import Testing

@testable import ChainframeEncoding

/// The LZW coder's exact output, pinned: any dictionary structure must emit the same codes
/// (GIF files are byte-identical from run to run and from version to version).
@Suite("GIF LZW bytes")
struct GIFLZWBytesTests {
  struct Case: Sendable, CustomStringConvertible {
    var bits: Int
    var policy: GIFLZW.ClearPolicy
    var count: Int
    var fnv: UInt64
    var description: String { "\(bits) bits, \(policy)" }
  }

  // Measured with the coder before its table became one word a slot (issue 34 item 6).
  static let cases: [Case] = [
    Case(bits: 2, policy: .reset, count: 26460, fnv: 0x0318_4eb4_c303_d7b7),
    Case(bits: 2, policy: .deferred, count: 25389, fnv: 0x1e9d_5655_5b28_a9bb),
    Case(bits: 4, policy: .reset, count: 46584, fnv: 0xd42b_6ea4_9787_ae04),
    Case(bits: 4, policy: .deferred, count: 42198, fnv: 0xb764_1c02_736a_4174),
    Case(bits: 8, policy: .reset, count: 106_482, fnv: 0x0688_bf86_b6db_7330),
    Case(bits: 8, policy: .deferred, count: 101_668, fnv: 0x7066_1800_1c20_400c),
  ]

  /// Runs of 1…3 or 1…40 equal symbols from a fixed generator: long enough to fill the table
  /// many times.
  static func stream(_ count: Int, bits: Int) -> [UInt8] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var out: [UInt8] = []
    out.reserveCapacity(count)
    while out.count < count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let r = Int(state >> 33)
      let symbol = UInt8(truncatingIfNeeded: r) & UInt8((1 << bits) - 1)
      let length = 1 + (r >> 8) % (r % 3 == 0 ? 40 : 3)
      for _ in 0..<length where out.count < count { out.append(symbol) }
    }
    return out
  }

  static func fnv(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  @Test("LZW codes the same bytes as before for every clear policy", arguments: cases)
  func pinned(_ c: Case) {
    let coded = GIFLZW.encode(Self.stream(300_000, bits: c.bits), minCodeSize: c.bits, policy: c.policy)
    #expect(coded.filled)
    #expect(coded.bytes.count == c.count)
    #expect(Self.fnv(coded.bytes) == c.fnv)
  }
}
