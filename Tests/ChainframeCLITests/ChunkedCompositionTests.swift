import ChainframeTestSupport
import Foundation
import Testing

/// Chunked renders of scenes with the clip features: a video layer, timed audio clips,
/// captions and an included component join into the one-machine bytes.
@Suite("Chunked renders of composed clips")
struct ChunkedCompositionTests {
  @Test("A scene with a video layer, audio clips, captions and an include joins to the one-machine bytes")
  func composedScene() throws {
    let dir = TemporaryDirectory()
    let assets = Fixtures.repositoryPath("Examples/product-demo")
    try FileManager.default.createDirectory(atPath: dir.file("a"), withIntermediateDirectories: true)
    for name in ["screen.mp4", "voice.ogg", "whoosh.ogg", "talk.srt", "lower-third.yaml"] {
      try FileManager.default.copyItem(atPath: assets + "/" + name, toPath: dir.file("a/" + name))
    }
    let scene = dir.write(
      "s.yaml",
      """
      version: 1
      canvas: {width: 160, height: 90, fps: 15, duration: 4.2, background: "#101522"}
      layers:
        - {type: video, id: screen, src: a/screen.mp4, position: [80, 45], size: [120, 70], start: 0.3, trim: [0, 2],
           loop: true}
        - {type: include, id: lt, src: a/lower-third.yaml, vars: {name: "Ada", role: "Engineer"}, start: 1.5,
           scale: 0.25}
      captions: {file: a/talk.srt, style: {font: {family: DejaVu Sans, size: 8}, position: [80, 84]}}
      audio:
        - {file: a/voice.ogg, start: 0.4, fadeOut: 0.3}
        - {file: a/whoosh.ogg, start: 2.1, volume: 0.6}
      """)
    let one = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("one.mp4"), "-q"])
    #expect(one.status == 0, "\(one.stderr)")
    // 4.2 s in 2 s segments: 3 segments over 3 chunks, rendered in reverse order.
    for index in [2, 1, 0] {
      let r = try BuiltBinary.runChainframe(["render", scene, "--chunk", "\(index)/3", "-o", dir.file("parts/"), "-q"])
      #expect(r.status == 0, "chunk \(index): \(r.stderr)")
    }
    let join = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("joined.mp4")])
    #expect(join.status == 0, "\(join.stderr)")
    let a = try #require(FileManager.default.contents(atPath: dir.file("one.mp4")))
    let b = try #require(FileManager.default.contents(atPath: dir.file("joined.mp4")))
    #expect(a == b, "joined \(b.count) bytes vs one machine \(a.count)")
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", dir.file("joined.mp4")])
    #expect(probe.stdout.split(separator: "\n") == ["video", "audio", "subtitle"], "\(probe.stdout)")
  }
}
