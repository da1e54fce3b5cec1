import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

/// H.265 is encoded by the chainframe binary (a separate process, as users run it): libx265
/// in the test process would perturb the x264 tests running beside it.
@Suite("HEVC round trip (separate process)")
struct HEVCRoundTripTests {
  @Test("HEVC in MP4: hvc1, BT.709 tags, frame count, timing; byte-identical twice", arguments: [1, 2, 11, 120])
  func roundTrip(frames: Int) throws {
    let dir = TemporaryDirectory()
    let duration = Double(frames) / 25
    let scene = dir.write(
      "s.yaml",
      """
      canvas: {width: 64, height: 48, fps: 25, duration: \(duration), background: "#3060a0"}
      layers:
        - {type: rect, position: [8, 24], size: [16, 16], animations: [{property: position.x, to: 56, duration: \(duration)}]}
      """)
    for name in ["a.mp4", "b.mp4"] {
      let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file(name), "--format", "hevc"])
      #expect(r.status == 0, "\(r.stderr)")
    }
    #expect(
      FileManager.default.contents(atPath: dir.file("a.mp4")) == FileManager.default.contents(atPath: dir.file("b.mp4"))
    )
    let decoder = try VideoDecoder(path: dir.file("a.mp4"))
    #expect(decoder.info.codecName == "hevc" && decoder.info.pixelFormat == "yuv420p")
    #expect(decoder.info.colorSpace == "bt709" && decoder.info.colorRange == "tv")
    let decoded = try decoder.readAll()
    #expect(decoded.count == frames)
    for (n, f) in decoded.enumerated() { #expect(abs(f.time - Double(n) / 25) < 0.006) }
    let tag = try ProcessResult.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_tag_string", "-of", "csv=p=0", dir.file("a.mp4")])
    #expect(tag.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "hvc1")
    // Colour check on the background, away from the square.
    let p = try #require(decoded.first).pixels.pixel(x: 60, y: 4)
    #expect(abs(Int(p.r) - 0x30) < 6 && abs(Int(p.g) - 0x60) < 6 && abs(Int(p.b) - 0xa0) < 6, "\(p)")
  }
}
