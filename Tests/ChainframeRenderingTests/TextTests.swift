import ChainframeCore
import ChainframeRendering
import Testing

@Suite("Text")
struct TextTests {
  func list(_ style: TextStyle, at position: Vector2 = Vector2(64, 40)) -> DisplayList {
    DisplayList(
      width: 128, height: 64, background: .black,
      commands: [
        .text(
          TextCommand(
            transform: LayerTransform(
              position: position, anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1), rotation: 0, skew: Vector2(0, 0)),
            style: style, fill: .white, opacity: 1))
      ])
  }

  /// Columns and rows that contain any lit pixel.
  func inkBounds(_ p: PixelBuffer) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var b: (Int, Int, Int, Int)?
    for y in 0..<p.height {
      for x in 0..<p.width where p.pixel(x: x, y: y).r > 64 {
        b = b.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
      }
    }
    return b.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
  }

  @Test("Centred text straddles the position, and its baseline sits on it")
  func centredBaseline() throws {
    let renderer = try FrameRenderer(width: 128, height: 64)
    let pixels = try renderer.render(list(TextStyle(content: "HH", size: 20, align: .center)))
    let ink = try #require(inkBounds(pixels))
    #expect(abs((ink.minX + ink.maxX) / 2 - 64) <= 2, "\(ink)")
    #expect(ink.maxY <= 40 && ink.maxY >= 37, "capital H ends on the baseline: \(ink)")
    #expect(ink.maxY - ink.minY >= 12, "cap height of 20 px DejaVu is about 14.6 px: \(ink)")
  }

  @Test("Left and right alignment start and end at the position")
  func alignment() throws {
    let renderer = try FrameRenderer(width: 128, height: 64)
    let left = try #require(inkBounds(try renderer.render(list(TextStyle(content: "HH", size: 20, align: .left)))))
    #expect(left.minX >= 64 && left.minX <= 67)
    let right = try #require(inkBounds(try renderer.render(list(TextStyle(content: "HH", size: 20, align: .right)))))
    #expect(right.maxX <= 64 && right.maxX >= 60)
  }

  @Test("Two renderers set text identically")
  func identical() throws {
    let style = TextStyle(content: "Launch day", weight: 700, size: 18, align: .center)
    let a = try FrameRenderer(width: 128, height: 64).render(list(style)).withUnsafeBytes { Array($0) }
    let b = try FrameRenderer(width: 128, height: 64).render(list(style)).withUnsafeBytes { Array($0) }
    #expect(a == b)
  }

  @Test("A missing font family is an error, not a silent fallback")
  func missingFont() throws {
    let renderer = try FrameRenderer(width: 128, height: 64)
    let error = #expect(throws: RenderError.self) {
      try renderer.render(list(TextStyle(content: "x", family: "No Such Font Family 42")))
    }
    #expect(error?.description.contains("No Such Font Family 42") == true)
  }
}
