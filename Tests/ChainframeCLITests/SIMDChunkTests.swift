import ChainframeTestSupport
import Foundation
import Testing

/// Chunks rendered with SIMD turned off (as on an older machine) next to chunks rendered with
/// every instruction set: formats whose bytes do not depend on SIMD join identically, H.264
/// from another SIMD class is refused by name instead of joined into mixed bytes.
@Suite("Chunks across SIMD levels")
struct SIMDChunkTests {
  static let noSIMD = ["CHAINFRAME_DISABLE_SIMD": "1", "PIXMAN_DISABLE": "mmx sse2 ssse3", "VPX_SIMD_CAPS_MASK": "0"]

  static func chunk(_ scene: String, _ i: Int, _ parts: String, _ format: String, _ env: [String: String]) throws {
    let r = try ProcessResult.run(
      BuiltBinary.chainframe,
      ["render", scene, "--chunk", "\(i)/2", "-o", parts, "--format", format, "--segment-seconds", "0.5"],
      environment: env)
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test("VP9 and ProRes chunks rendered without SIMD join to the same bytes", arguments: ["webm", "prores422hq"])
  func sameBytes(_ format: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", ClusterCLITests.scene)
    let ext = format == "webm" ? "webm" : "mov"
    let one = try BuiltBinary.runChainframe([
      "render", scene, "-o", dir.file("one.\(ext)"), "--format", format, "--segment-seconds", "0.5",
    ])
    #expect(one.status == 0, "\(one.stderr)")
    try Self.chunk(scene, 0, dir.file("parts"), format, Self.noSIMD)
    try Self.chunk(scene, 1, dir.file("parts"), format, [:])
    let join = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("j.\(ext)")])
    #expect(join.status == 0, "\(join.stderr)")
    #expect(
      FileManager.default.contents(atPath: dir.file("j.\(ext)"))
        == FileManager.default.contents(atPath: dir.file("one.\(ext)")))
  }

  @Test("An H.264 chunk from another SIMD class is refused, naming the chunk and the difference")
  func h264Refused() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", ClusterCLITests.scene)
    try Self.chunk(scene, 0, dir.file("parts"), "mp4", Self.noSIMD)
    try Self.chunk(scene, 1, dir.file("parts"), "mp4", [:])
    let join = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("j.mp4")])
    #expect(join.status == 65)
    #expect(join.stderr.contains("chunk-0000-of-0002.cfchunk") || join.stderr.contains("chunk-0001-of-0002.cfchunk"))
    #expect(join.stderr.contains("simd"), "\(join.stderr)")
  }
}
