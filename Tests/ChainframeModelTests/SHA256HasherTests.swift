import ChainframeModel
import Foundation
import Testing

@Suite("SHA-256")
struct SHA256HasherTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let input: String
    let repeats: Int
    let digest: String
    var testDescription: String { "\(input.prefix(12))×\(repeats)" }
  }

  // FIPS 180-4 / NIST examples.
  static let vectors: [Vector] = [
    Vector(input: "", repeats: 1, digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    Vector(input: "abc", repeats: 1, digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    Vector(
      input: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", repeats: 1,
      digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    Vector(input: "a", repeats: 1_000_000, digest: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
  ]

  @Test("The digest matches the published test vectors, fed in one piece or in uneven pieces", arguments: vectors)
  func vectorsMatch(_ v: Vector) {
    let whole = Data(String(repeating: v.input, count: v.repeats).utf8)
    var one = SHA256Hasher()
    one.update(data: whole)
    #expect(one.hexDigest() == v.digest)
    var pieces = SHA256Hasher()
    var offset = 0
    var size = 1
    while offset < whole.count {
      let end = min(offset + size, whole.count)
      pieces.update(data: whole.subdata(in: offset..<end))
      offset = end
      size = size % 97 + 13
    }
    #expect(pieces.hexDigest() == v.digest)
  }
}
