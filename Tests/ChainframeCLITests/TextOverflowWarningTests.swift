import ChainframeTestSupport
import Foundation
import Testing

/// Text that cannot fit warns with the layer's location; the render still succeeds.
@Suite("Text overflow warnings")
struct TextOverflowWarningTests {
  @Test("Text wider than the canvas warns with file:line:column and the layer id", arguments: ["still", "render"])
  func warns(_ command: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "wide.yaml",
      """
      canvas: {width: 100, height: 64, fps: 10, duration: 0.2}
      layers:
        - type: text
          id: title
          text: "A headline far too long"
          font: {family: "DejaVu Sans", size: 20}
      """)
    let output = dir.file(command == "still" ? "f.png" : "o.mp4")
    let result = try BuiltBinary.runChainframe([command, scene, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: \(scene):3:5: layers[0]: text layer 'title' is"), "\(result.stderr)")
    #expect(result.stderr.contains("wider than the canvas (100 px)"), "\(result.stderr)")
    let quiet = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("q.mp4"), "--quiet"])
    #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
  }
}
