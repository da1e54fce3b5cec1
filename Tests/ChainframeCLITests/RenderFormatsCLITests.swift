import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe render: formats and presets")
struct RenderFormatsCLITests {
  @Test("chainframe presets lists every required preset with its settings")
  func presets() throws {
    let result = try BuiltBinary.runChainframe(["presets"])
    #expect(result.status == 0, "\(result.stderr)")
    for name in [
      "web-h264", "web-vp9", "social-square-1080", "story-1080x1920", "gif-preview-480", "prores-alpha", "png-sequence",
    ] {
      #expect(result.stdout.contains(name), "missing \(name)")
    }
    #expect(result.stdout.contains("format=gif"))
  }

  @Test("A preset sets format and size; flags override it")
  func presetUse() throws {
    let dir = TemporaryDirectory()
    let example = Fixtures.repositoryPath("Examples/hello.yaml")
    let gif = dir.file("p.gif")
    let a = try BuiltBinary.runChainframe(["render", example, "-o", gif, "--preset", "gif-preview-480"])
    #expect(a.status == 0, "\(a.stderr)")
    let g = try FFprobe.videoStream(gif)
    #expect(g["codec_name"] == "gif" && g["width"] == "480" && g["height"] == "270")
    #expect(g["r_frame_rate"] == "25/1" && g["nb_read_frames"] == "50")
    let square = dir.file("s.mp4")
    let b = try BuiltBinary.runChainframe([
      "render", example, "-o", square, "--preset", "social-square-1080", "--size", "540x540",
    ])
    #expect(b.status == 0, "\(b.stderr)")
    let s = try FFprobe.videoStream(square)
    #expect(s["width"] == "540" && s["height"] == "540")
    let c = try BuiltBinary.runChainframe(["render", example, "-o", dir.file("x.mp4"), "--preset", "web-h265"])
    #expect(c.status == 64 && c.stderr.contains("did you mean 'web-h264'?"), "\(c.stderr)")
  }

  @Test("Odd sizes fail for 4:2:0 with a hint, and --pad adds a row and column of background")
  func pad() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("odd.yaml", "canvas: {width: 63, height: 47, fps: 10, duration: 0.5}\nlayers: []\n")
    let fail = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mp4")])
    #expect(fail.status == 65 && fail.stderr.contains("--pad"), "\(fail.stderr)")
    let ok = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mp4"), "--pad"])
    #expect(ok.status == 0, "\(ok.stderr)")
    let s = try FFprobe.videoStream(dir.file("o.mp4"))
    #expect(s["width"] == "64" && s["height"] == "48")
  }

  @Test("Y4M streams to stdout for piping")
  func stdout() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 16, height: 8, fps: 30, duration: 0.2}\nlayers: []\n")
    let result = try BuiltBinary.runChainframe(["render", scene, "-o", "-", "--format", "y4m"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("YUV4MPEG2 W16 H8 F30:1"))
    let frames = result.stdout.components(separatedBy: "FRAME\n").count - 1
    #expect(frames == 6)
  }

  @Test("An output that is an input is refused")
  func refuseInput() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 64, height: 64, fps: 10, duration: 0.5}\nlayers: []\n")
    let before = try String(contentsOfFile: scene, encoding: .utf8)
    let result = try BuiltBinary.runChainframe(["render", scene, "-o", scene, "--format", "mp4"])
    #expect(result.status == 73 && result.stderr.contains("it is also the scene file"), "\(result.stderr)")
    #expect(try String(contentsOfFile: scene, encoding: .utf8) == before)
  }

  @Test("A PNG sequence numbers frames from 0 and replaces an earlier one only with --overwrite")
  func pngSequence() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 32, height: 32, fps: 10, duration: 0.3}\nlayers: []\n")
    for overwrite in [false, true] {
      let r = try BuiltBinary.runChainframe(
        ["render", scene, "-o", dir.file("frames/%05d.png")] + (overwrite ? ["--overwrite"] : []))
      #expect(r.status == 0, "\(r.stderr)")
    }
    let refused = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("frames/%05d.png")])
    #expect(refused.status == 73 && refused.stderr.contains("would replace 3 numbered file(s)"), "\(refused.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("frames")).sorted() == [
        "00000.png", "00001.png", "00002.png",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["frames", "s.yaml"])
  }

  @Test("A transparent background warns for formats without alpha")
  func alphaWarning() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "t.yaml", "canvas: {width: 32, height: 32, fps: 10, duration: 0.3, background: transparent}\nlayers: []\n")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mp4")])
    #expect(r.status == 0 && r.stderr.contains("warning: the background is transparent"))
    let webm = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.webm")])
    #expect(webm.status == 0 && webm.stderr.isEmpty, "\(webm.stderr)")
  }
}
