import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Scenes read from standard input")
struct StandardInputSceneTests {
  static let scene = """
    version: 1
    canvas: {width: 32, height: 32, fps: 10, duration: 0.3}
    layers:
      - {type: image, src: dot.png, size: [8, 8], position: [16, 16]}
    """

  @Test("render - reads the scene from stdin, with assets relative to the current folder")
  func rendersFromStdin() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: Fixtures.repositoryPath("Tests/Fixtures/SVGEscape/scene/inside.png"), toPath: dir.file("dot.png"))
    let result = try BuiltBinary.runChainframe(
      ["render", "-", "-o", "out.mp4"], in: dir.path, input: Data(Self.scene.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.file("out.mp4")))
  }

  @Test("a piped scene cannot reach outside the current folder; errors name <stdin>")
  func confined() throws {
    let dir = TemporaryDirectory()
    let text = Self.scene.replacingOccurrences(of: "dot.png", with: "../dot.png")
    let result = try BuiltBinary.runChainframe(
      ["validate", "-"], in: dir.path, input: Data(text.utf8))
    #expect(result.status == 65)
    #expect(result.stdout.contains("<stdin>:4:"), "\(result.stdout)")
    #expect(result.stdout.contains("outside the scene's folder"))
  }

  @Test("more than the scene size limit on stdin is refused without reading it all")
  func bounded() throws {
    let dir = TemporaryDirectory()
    let big = Data(repeating: UInt8(ascii: "#"), count: (16 << 20) + 4096)
    let result = try BuiltBinary.runChainframe(["validate", "-"], in: dir.path, input: big)
    #expect(result.status == 65)
    #expect(result.stderr.contains("MiB limit"), "\(result.stderr)")
  }
}

@Suite("Video layers on the command line")
struct VideoLayerCLITests {
  @Test("One and two threads give identical bytes; the video's sound joins the mix")
  func threads() throws {
    let dir = TemporaryDirectory()
    let made = try ProcessResult.run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=96x64:r=25:d=2", "-f", "lavfi", "-i",
        "sine=f=300:d=2", "-c:v", "libx264", "-g", "10", "-pix_fmt", "yuv420p", "-c:a", "aac",
        dir.file("clip.mp4"),
      ])
    #expect(made.status == 0, "\(made.stderr)")
    let scene = dir.write(
      "s.yaml",
      """
      canvas: {width: 128, height: 96, fps: 30, duration: 2}
      layers:
        - {type: video, src: clip.mp4, size: [96, 64], position: [64, 48], trim: [0.3, 1.5], loop: true, rotation: 5}
      """)
    for threads in ["1", "2"] {
      let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("t\(threads).mp4"), "--threads", threads])
      #expect(r.status == 0, "\(r.stderr)")
    }
    let one = FileManager.default.contents(atPath: dir.file("t1.mp4"))
    #expect(one != nil && one == FileManager.default.contents(atPath: dir.file("t2.mp4")))
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", dir.file("t1.mp4")])
    #expect(probe.stdout.contains("audio"), "\(probe.stdout)")
  }
}

@Suite("The product demo example")
struct ProductDemoExampleTests {
  @Test("Video in a device frame, captions, lower third and mixed audio all land where the scene says")
  func golden() throws {
    let dir = TemporaryDirectory()
    let scene = Fixtures.repositoryPath("Examples/product-demo.yaml")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("demo.mp4"), "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_type,duration", "-of", "csv=p=0", dir.file("demo.mp4")])
    #expect(probe.stdout.contains("video,6.0") && probe.stdout.contains("audio,6.0"), "\(probe.stdout)")
    // The voice-over starts at 0.8 s (silencedetect, an independent decoder).
    let ends = try AudioCLITests.silenceEnds(dir.file("demo.mp4"))
    let first = try #require(ends.first)
    #expect(abs(first - 0.8) < 0.01, "\(ends)")
    // Stills: the caption band is lit only while a cue shows; the lower third from 3.3 s.
    #expect(try Self.bandLit(scene, time: "1.0", dir: dir, rows: 325..<352))
    #expect(try !Self.bandLit(scene, time: "2.5", dir: dir, rows: 325..<352))
    #expect(try Self.bandLit(scene, time: "4.0", dir: dir, rows: 285..<300, columns: 40..<200))
    #expect(try !Self.bandLit(scene, time: "2.0", dir: dir, rows: 285..<300, columns: 40..<200))
  }

  /// Whether any near-white pixel lies in `rows` × `columns` of the frame at `time`.
  static func bandLit(
    _ scene: String, time: String, dir: TemporaryDirectory, rows: Range<Int>, columns: Range<Int> = 0..<640
  ) throws -> Bool {
    let png = dir.file("band\(time).png")
    let s = try BuiltBinary.runChainframe(["still", scene, "--time", time, "-o", png])
    #expect(s.status == 0, "\(s.stderr)")
    let image = try #require(try VideoDecoder(path: png).nextFrame()).pixels
    for y in rows {
      for x in columns {
        let p = image.pixel(x: x, y: y)
        if p.r > 200 && p.g > 200 && p.b > 200 { return true }
      }
    }
    return false
  }
}
