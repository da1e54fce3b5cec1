import ChainframeCore
import ChainframeRendering
import Testing

/// Text animators drawn: each character with its own opacity and offset, at its place in
/// the whole text's layout.
@Suite("Text animators drawn")
struct TextAnimatorDrawingTests {
  /// Ink columns (any alpha) of a frame of `text` under `animators`, and the ink's lowest row.
  static func ink(_ animators: String?) throws -> (columns: Set<Int>, bottom: Int) {
    let key = animators.map { ", animators: \($0)" } ?? ""
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 240, height: 80, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: text, text: "HHHH", font: {size: 36}, position: [10, 45], fill: white, fontFeatures: [-kern]\(key)}
        """, file: "d.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let image = try FrameRenderer(width: 240, height: 80).render(list)
    var columns: Set<Int> = []
    var bottom = 0
    for y in 0..<80 {
      for x in 0..<240 where image.pixel(x: x, y: y).a > 0 {
        columns.insert(x)
        bottom = max(bottom, y)
      }
    }
    return (columns, bottom)
  }

  @Test("An index range at opacity 0 hides exactly the characters it selects")
  func hidesSelected() throws {
    let plain = try Self.ink(nil)
    let hidden = try Self.ink("[{range: {units: index, start: 2, end: 4}, opacity: 0}]")
    let left = plain.columns.min() ?? 0
    let right = plain.columns.max() ?? 0
    let middle = (left + right) / 2
    // The first two H keep their ink where the plain text has it; the last two vanish.
    #expect(hidden.columns == plain.columns.filter { $0 < middle })
    #expect(!hidden.columns.isEmpty)
  }

  @Test("A position offset moves the selected characters and nothing else")
  func movesSelected() throws {
    let plain = try Self.ink(nil)
    let moved = try Self.ink("[{range: {units: index, start: 0, end: 1}, position: [0, 20]}]")
    #expect(moved.bottom == plain.bottom + 20)
    #expect(moved.columns == plain.columns)
  }

  @Test("Text without animators draws the same pixels as before (the one-layout fast path)")
  func fastPathUntouched() throws {
    // A full-strength animator that changes nothing draws each character alone at its place:
    // the ink matches the unsplit text's columns.
    let plain = try Self.ink(nil)
    let neutral = try Self.ink("[{rotation: 0}]")
    #expect(neutral.columns == plain.columns)
  }
}
