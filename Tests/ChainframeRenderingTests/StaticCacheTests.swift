import ChainframeCore
import ChainframeRendering
import Testing

@Suite("Static layer cache")
struct StaticCacheTests {
  func rect(_ x: Double, _ color: Color, rotation: Double = 0) -> DrawCommand {
    .rect(
      RectCommand(
        transform: LayerTransform(
          position: Vector2(x, 20), anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1), rotation: rotation,
          skew: Vector2(0, 0)),
        size: Vector2(14, 10), cornerRadius: 3, fill: color, opacity: 0.8))
  }

  @Test("Frames drawn from the cached static layers equal frames drawn in full")
  func cachedEqualsFull() throws {
    let statics = [rect(10, .white), rect(30, Color(red: 1, green: 0, blue: 0))]
    let cached = try FrameRenderer(width: 48, height: 40)
    let full = try FrameRenderer(width: 48, height: 40)
    for n in 0..<4 {
      let moving = rect(Double(5 + 10 * n), Color(red: 0, green: 0.5, blue: 1), rotation: Double(n * 20))
      let commands = statics + [moving]
      let a = try cached.render(
        DisplayList(width: 48, height: 40, background: .black, commands: commands, staticPrefix: 2)
      ).withUnsafeBytes { Array($0) }
      let b = try full.render(
        DisplayList(width: 48, height: 40, background: .black, commands: commands, staticPrefix: 0)
      ).withUnsafeBytes { Array($0) }
      #expect(a == b, "frame \(n)")
    }
  }

  @Test("A change in the static layers invalidates the cache")
  func invalidation() throws {
    let renderer = try FrameRenderer(width: 48, height: 40)
    _ = try renderer.render(
      DisplayList(width: 48, height: 40, background: .black, commands: [rect(10, .white)], staticPrefix: 1))
    let changed = try renderer.render(
      DisplayList(width: 48, height: 40, background: .black, commands: [rect(30, .white)], staticPrefix: 1))
    #expect(changed.pixel(x: 10, y: 20).r == 0)
    #expect(changed.pixel(x: 30, y: 20).r > 150)
  }

  @Test("The display list marks only the leading never-animated layers as static")
  func prefix() throws {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 32, height: 32, fps: 10, duration: 1}
        layers:
          - {type: rect, size: [4, 4]}
          - {type: rect, size: [4, 4], animations: [{property: opacity, to: 0.5}]}
          - {type: rect, size: [4, 4]}
        """, file: "s.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    #expect(list.commands.count == 3 && list.staticPrefix == 1)
  }
}
