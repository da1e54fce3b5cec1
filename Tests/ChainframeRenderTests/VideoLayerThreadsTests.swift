import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A 4:2:0 video (the planar fast path: frames resized and converted outside the decoder's
/// lock) draws the same pixels whatever the number of workers and the order of the frames.
@Suite("Video layers on several workers")
struct VideoLayerThreadsTests {
  @Test("Frames of a scaled 4:2:0 video layer are identical on 1 and 4 workers and in any order")
  func sameOnEveryWorkerCount() async throws {
    let dir = TemporaryDirectory()
    let r = try ProcessResult.run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=160x120:rate=24:duration=2", "-c:v", "ffv1",
        "-pix_fmt", "yuv420p", dir.file("src.mkv"),
      ])
    #expect(r.status == 0, "\(r.stderr)")
    let scene = """
      canvas: {width: 200, height: 150, fps: 30, duration: 1.5, background: "#203040"}
      layers:
        - {type: video, src: src.mkv, position: [100, 75], size: [120, 90],
           mask: {layers: [{type: rect, position: [60, 45], size: [120, 90], cornerRadius: 12, fill: white}]}}
      """
    try scene.write(toFile: dir.file("scene.yaml"), atomically: true, encoding: .utf8)
    let composition = try Composition.load(contentsOf: dir.file("scene.yaml"))
    var single: [Data] = []
    for try await frame in composition.frames(in: 0..<composition.frameCount, threads: 1) {
      single.append(frame.rgbaData())
    }
    var parallel: [Int: Data] = [:]
    for try await frame in composition.frames(in: 0..<composition.frameCount, threads: 4) {
      parallel[frame.index] = frame.rgbaData()
    }
    #expect(single.count == composition.frameCount)
    for (n, data) in single.enumerated() { #expect(parallel[n] == data, "frame \(n)") }
    // Backwards, one by one: every request seeks or reads the history, never decodes on.
    for n in stride(from: composition.frameCount - 1, through: 0, by: -7) {
      let image = try composition.image(atFrame: n, threads: 1)
      let data = image.withUnsafeBytes { Data($0) }
      #expect(!data.isEmpty)
      let again = try composition.image(atFrame: n, threads: 1).withUnsafeBytes { Data($0) }
      #expect(data == again, "frame \(n) drawn twice")
    }
  }
}
