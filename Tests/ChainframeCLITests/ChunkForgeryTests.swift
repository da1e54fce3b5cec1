import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// Chunk files are input from other machines: a forged header (with its checksum recomputed)
/// is refused before its numbers reach any arithmetic, and with `CHAINFRAME_CHUNK_KEY` a chunk
/// written without the key is refused outright.
@Suite("Forged chunk files")
struct ChunkForgeryTests {
  static let scene = """
    canvas: {width: 32, height: 32, fps: 10, duration: 0.6, background: "#203040"}
    layers:
      - {type: rect, id: r, position: [16, 16], size: [10, 10], fill: "#ff8800",
         animations: [{property: rotation, to: 90, duration: 0.6}]}
    """

  /// Renders two chunks into `parts/` with `environment`.
  static func chunks(in dir: TemporaryDirectory, environment: [String: String] = [:]) throws -> [String] {
    dir.write("s.yaml", scene)
    for i in 0..<2 {
      let r = try BuiltBinary.runChainframe(
        ["render", "s.yaml", "--chunk", "\(i)/2", "-o", "parts/", "-q"], in: dir.path, environment: environment)
      #expect(r.status == 0, "\(r.stderr)")
    }
    return try FileManager.default.contentsOfDirectory(atPath: dir.file("parts")).sorted().map {
      dir.file("parts/" + $0)
    }
  }

  /// Rewrites the header JSON of the chunk at `path` with `edit` and recomputes the SHA-256.
  static func forge(_ path: String, _ edit: (String) -> String) throws {
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let length = Int(data[8]) | Int(data[9]) << 8 | Int(data[10]) << 16 | Int(data[11]) << 24
    let header = edit(String(decoding: data[12..<(12 + length)], as: UTF8.self))
    let json = Array(header.utf8)
    let n = UInt32(json.count)
    var body = Array(data[0..<8]) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24)]
    body += json + data[(12 + length)..<(data.count - 32)]
    var hasher = SHA256Hasher()
    hasher.update(data: Data(body))
    try Data(body + hasher.finalize()).write(to: URL(fileURLWithPath: path))
  }

  @Test(
    "A forged header with values no plan can make is refused by join, checksum recomputed",
    arguments: [
      ("fpsNumerator\":10", "fpsNumerator\":2147483648"),
      ("fpsDenominator\":1", "fpsDenominator\":2147483647"),
      ("\"frameCount\":6", "\"frameCount\":9223372036854775807"),
      ("\"segmentFrames\":", "\"segmentFrames\":0,\"x\":"),
      ("\"width\":32", "\"width\":2147483647"),
    ])
  func forgedHeader(_ find: String, _ replace: String) throws {
    let dir = TemporaryDirectory()
    let files = try Self.chunks(in: dir)
    for file in files {
      try Self.forge(file) {
        #expect($0.contains(find), "the header has no \(find): \($0.prefix(300))")
        return $0.replacingOccurrences(of: find, with: replace)
      }
    }
    let r = try BuiltBinary.runChainframe(["join", "parts", "-o", "out.mp4"], in: dir.path)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains("chainframe: error:"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("out.mp4")))
  }

  @Test("With CHAINFRAME_CHUNK_KEY, join accepts chunks of the same key and refuses others")
  func keyed() throws {
    let dir = TemporaryDirectory()
    let key = ["CHAINFRAME_CHUNK_KEY": "s3cret"]
    let files = try Self.chunks(in: dir, environment: key)
    let ok = try BuiltBinary.runChainframe(["join", "parts", "-o", "out.mp4"], in: dir.path, environment: key)
    #expect(ok.status == 0, "\(ok.stderr)")
    let other = try BuiltBinary.runChainframe(
      ["join", "parts", "-o", "o2.mp4"], in: dir.path, environment: ["CHAINFRAME_CHUNK_KEY": "other"])
    #expect(other.status == 65 && other.stderr.contains("CHAINFRAME_CHUNK_KEY"), "\(other.stderr)")
    let none = try BuiltBinary.runChainframe(["join", "parts", "-o", "o3.mp4"], in: dir.path)
    #expect(none.status == 65 && none.stderr.contains("CHAINFRAME_CHUNK_KEY"), "\(none.stderr)")
    // A forger without the key who recomputes a plain checksum is refused too.
    try Self.forge(files[0]) { $0 }
    let forged = try BuiltBinary.runChainframe(["join", "parts", "-o", "o4.mp4"], in: dir.path, environment: key)
    #expect(forged.status == 65, "\(forged.stderr)")
  }

  @Test("HMAC-SHA-256 matches RFC 4231's test case 2")
  func hmacVector() {
    var mac = HMACSHA256(key: Array("Jefe".utf8))
    mac.update(data: Data("what do ya want for nothing?".utf8))
    let hex = mac.finalize().map { String(format: "%02x", $0) }.joined()
    #expect(hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }
}
