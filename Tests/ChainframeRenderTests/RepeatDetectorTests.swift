import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// `RepeatDetector`: a frame is encoded as a repeat of the previous one only when nothing the
/// renderer reads differs, `visible` windows included (a static layer that appears at 0.5 s
/// changes no animated value).
@Suite("Repeated frames")
struct RepeatDetectorTests {
  static func scene(_ layers: String) -> String {
    "canvas: {width: 32, height: 32, fps: 10, duration: 1, background: \"#ffffff\"}\nlayers:\n\(layers)"
  }

  static let cases: [(name: String, layers: String, changes: [Int])] = [
    ("nothing animates", "  - {type: rect, size: [8, 8], position: [16, 16], fill: \"#ff0000\"}\n", []),
    (
      "a static layer shown from 0.5 s",
      "  - {type: rect, size: [8, 8], position: [16, 16], fill: \"#ff0000\", visible: [0.5, 1]}\n",
      [5]
    ),
    (
      "a group shown from 0.2 s to 0.4 s",
      "  - {type: group, visible: [0.2, 0.4], children: [{type: rect, size: [8, 8], fill: \"#0000ff\"}]}\n", [2, 4]
    ),
    (
      "an animation and a window",
      "  - {type: rect, size: [8, 8], fill: \"#ff0000\", visible: [0.7, 1],\n"
        + "     animations: [{property: position.x, from: 8, to: 24, duration: 0.3}]}\n",
      [1, 2, 3, 7]
    ),
  ]

  @Test("A frame is a repeat exactly when no value and no layer's visibility changed", arguments: cases.indices)
  func flags(index: Int) throws {
    let c = try Composition.load(
      text: Self.scene(Self.cases[index].layers), name: "r.yaml", folder: NSTemporaryDirectory())
    let flags = try RepeatDetector.flags(c.compiled, frames: Array(0..<10)) {}
    let changes = Self.cases[index].changes
    #expect(flags == (0..<10).map { $0 != 0 && !changes.contains($0) }, "\(Self.cases[index].name)")
  }

  @Test("A rendered PNG sequence shows a static layer from the first frame of its window")
  func renderedSequence() async throws {
    let dir = TemporaryDirectory()
    let text = Self.scene(Self.cases[1].layers)
    let c = try Composition.load(text: text, name: "r.yaml", folder: dir.path)
    _ = try await c.render(to: dir.file("f%02d.png"))
    let files = try (0..<10).map {
      try Data(contentsOf: URL(fileURLWithPath: dir.file(String(format: "f%02d.png", $0))))
    }
    #expect(Set(files[0..<5]).count == 1)
    #expect(Set(files[5..<10]).count == 1)
    #expect(files[4] != files[5])
  }
}
