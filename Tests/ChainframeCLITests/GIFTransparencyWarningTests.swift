import ChainframeTestSupport
import Foundation
import Testing

/// A GIF keeps only on/off transparency; a transparent scene rendered to GIF says so.
@Suite("GIF transparency warning")
struct GIFTransparencyWarningTests {
  @Test("A transparent background to GIF warns that partial transparency is lost; to WebM it does not")
  func warns() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "t.yaml",
      """
      canvas: {width: 32, height: 32, fps: 10, duration: 0.2, background: transparent}
      layers:
        - {type: ellipse, size: [20, 20], position: [16, 16], fill: "#ff000080"}
      """)
    let gif = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.gif")])
    #expect(gif.status == 0, "\(gif.stderr)")
    #expect(gif.stderr.contains("warning: GIF transparency is on or off per pixel"), "\(gif.stderr)")
    #expect(gif.stderr.contains("composited onto the matte #ffffff (--gif-matte)"), "\(gif.stderr)")
    let dark = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("d.gif"), "--gif-matte", "#0d1117"])
    #expect(dark.status == 0 && dark.stderr.contains("the matte #0d1117"), "\(dark.stderr)")
    let none = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("n.gif"), "--gif-matte", "none"])
    #expect(none.status == 0 && none.stderr.contains("become fully opaque or fully transparent"), "\(none.stderr)")
    let bad = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("b.gif"), "--gif-matte", "chartreux"])
    #expect(bad.status == 64 && bad.stderr.contains("--gif-matte"), "\(bad.stderr)")
    let webm = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.webm")])
    #expect(webm.status == 0 && !webm.stderr.contains("GIF transparency"), "\(webm.stderr)")
  }
}
