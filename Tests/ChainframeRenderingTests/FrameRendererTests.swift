import ChainframeCore
import ChainframeRendering
import Testing

@Suite("Frame renderer")
struct FrameRendererTests {
  func rect(
    at position: Vector2, size: Vector2, rotation: Double = 0, fill: Color,
    opacity: Double = 1, radius: Double = 0
  ) -> DrawCommand {
    .rect(
      RectCommand(
        transform: LayerTransform(
          position: position, anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1),
          rotation: rotation, skew: Vector2(0, 0)),
        size: size, cornerRadius: radius, fill: fill, opacity: opacity))
  }

  struct PixelCase: Sendable, CustomTestStringConvertible {
    let name: String
    let x: Int
    let y: Int
    let rgba: [UInt8]
    var testDescription: String { name }
  }

  static let plainCases: [PixelCase] = [
    PixelCase(name: "inside the rect is red", x: 16, y: 16, rgba: [255, 0, 0, 255]),
    PixelCase(name: "outside the rect is the background", x: 2, y: 2, rgba: [0, 0, 255, 255]),
    PixelCase(name: "the rect's last column is covered", x: 23, y: 16, rgba: [255, 0, 0, 255]),
    PixelCase(name: "the column after it is not", x: 24, y: 16, rgba: [0, 0, 255, 255]),
  ]

  @Test("A centred rect covers exactly its pixels", arguments: plainCases)
  func plainRect(_ c: PixelCase) throws {
    let renderer = try FrameRenderer(width: 32, height: 32)
    let list = DisplayList(
      width: 32, height: 32, background: Color(red: 0, green: 0, blue: 1),
      commands: [rect(at: Vector2(16, 16), size: Vector2(16, 16), fill: Color(red: 1, green: 0, blue: 0))])
    let pixels = try renderer.render(list)
    let p = pixels.pixel(x: c.x, y: c.y)
    #expect([p.r, p.g, p.b, p.a] == c.rgba)
  }

  @Test("Rotation turns the rect about its anchor (a 45° square is a diamond)")
  func rotation() throws {
    let renderer = try FrameRenderer(width: 32, height: 32)
    let list = DisplayList(
      width: 32, height: 32, background: .black,
      commands: [rect(at: Vector2(16, 16), size: Vector2(16, 16), rotation: 45, fill: .white)])
    let pixels = try renderer.render(list)
    #expect(pixels.pixel(x: 16, y: 6).r == 255)  // the top vertex reaches y ≈ 4.7
    #expect(pixels.pixel(x: 9, y: 9).r == 0)  // the unrotated corner is now empty
  }

  @Test("Opacity blends the fill with what is below, premultiplied")
  func opacity() throws {
    let renderer = try FrameRenderer(width: 8, height: 8)
    let list = DisplayList(
      width: 8, height: 8, background: .black,
      commands: [rect(at: Vector2(4, 4), size: Vector2(8, 8), fill: .white, opacity: 0.5)])
    let p = try renderer.render(list).pixel(x: 4, y: 4)
    #expect(abs(Int(p.r) - 128) <= 1)
    #expect(p.a == 255)
  }

  @Test("A transparent background stays transparent where nothing is drawn")
  func transparentBackground() throws {
    let renderer = try FrameRenderer(width: 8, height: 8)
    let list = DisplayList(
      width: 8, height: 8, background: .transparent,
      commands: [rect(at: Vector2(2, 2), size: Vector2(4, 4), fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5))])
    let pixels = try renderer.render(list)
    #expect(pixels.pixel(x: 7, y: 7).a == 0)
    let inside = pixels.pixel(x: 1, y: 1)
    #expect(inside.a == 128 && inside.r == 128)  // premultiplied
  }

  @Test("Two renderers draw byte-identical frames, and a redraw clears the previous frame")
  func identicalRenderers() throws {
    let list = DisplayList(
      width: 48, height: 32, background: Color(red: 0.1, green: 0.2, blue: 0.3),
      commands: [
        rect(at: Vector2(20, 14), size: Vector2(17, 11), rotation: 33, fill: .white, radius: 4),
        rect(
          at: Vector2(30, 20), size: Vector2(9, 19), rotation: -12, fill: Color(red: 1, green: 0.5, blue: 0, alpha: 0.7)
        ),
      ])
    let a = try FrameRenderer(width: 48, height: 32)
    let b = try FrameRenderer(width: 48, height: 32)
    try b.render(
      DisplayList(
        width: 48, height: 32, background: .white,
        commands: [rect(at: Vector2(5, 5), size: Vector2(40, 40), fill: .black)]))
    let bytesA = try a.render(list).withUnsafeBytes { Array($0) }
    let bytesB = try b.render(list).withUnsafeBytes { Array($0) }
    #expect(bytesA == bytesB)
  }
}
