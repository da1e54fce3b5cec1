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
    let webm = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.webm")])
    #expect(webm.status == 0 && !webm.stderr.contains("GIF transparency"), "\(webm.stderr)")
  }
}
