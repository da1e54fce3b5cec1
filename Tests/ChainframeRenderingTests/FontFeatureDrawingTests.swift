import ChainframeCore
import ChainframeRendering
import Testing

@Suite("Font features drawn")
struct FontFeatureDrawingTests {
  @Test("Turning kerning off sets kerned pairs wider apart")
  func kerningOff() throws {
    func inkRight(_ features: String) throws -> Int {
      let scene = try SceneLoader.load(
        text: """
          canvas: {width: 240, height: 60, fps: 10, duration: 0.1, background: transparent}
          layers:
            - {type: text, text: "AVAVAV", font: {size: 36}, position: [10, 45], fontFeatures: \(features)}
          """, file: "k.yaml")
      let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
      let image = try FrameRenderer(width: 240, height: 60).render(list)
      var right = 0
      for y in 0..<60 {
        for x in 0..<240 where image.pixel(x: x, y: y).a > 0 { right = max(right, x) }
      }
      return right
    }
    let kerned = try inkRight("[]")
    let unkerned = try inkRight("[-kern]")
    #expect(unkerned > kerned + 5, "kerned ink ends at \(kerned), unkerned at \(unkerned)")
  }
}
