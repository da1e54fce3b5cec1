import ChainframeCore
import Testing

@testable import ChainframeRendering

/// Stroked text goes through a per-renderer raster: what the renderer drew before never
/// changes a frame.
@Suite("Stroked text rasters")
struct TextRasterTests {
  static let scene = """
    canvas: {width: 160, height: 64, fps: 10, duration: 1, background: "#203040"}
    layers:
      - {type: text, text: "Caption", font: {size: 30}, fill: white, stroke: {color: black, width: 1},
         position: [80, 40], align: center}
      - {type: text, text: "Moving", font: {size: 18}, fill: "#ffcc00", stroke: {color: "#000000", width: 3},
         position: [20, 20], animations: [{property: position.x, from: 20.25, to: 90.5, duration: 1}]}
      - {type: rect, size: [10, 10], fill: red, position: [5, 5],
         animations: [{property: rotation, to: 90, duration: 1}]}
    """

  @Test("Frames drawn after other frames, in any order, equal frames drawn by a fresh renderer")
  func orderDoesNotMatter() throws {
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: Self.scene, file: "s.yaml"))
    let shared = try FrameRenderer(width: 160, height: 64)
    for frame in [3, 0, 3, 7, 1, 7, 9, 0] {
      let list = DisplayListBuilder.build(compiled, frame: frame)
      let reused = try shared.render(list).withUnsafeBytes { Array($0) }
      let fresh = try FrameRenderer(width: 160, height: 64).render(list).withUnsafeBytes { Array($0) }
      #expect(reused == fresh, "frame \(frame)")
    }
  }

  @Test("The stroked text is drawn: outline pixels dark, letter pixels light")
  func drawn() throws {
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: Self.scene, file: "s.yaml"))
    let pixels = try FrameRenderer(width: 160, height: 64).render(DisplayListBuilder.build(compiled, frame: 0))
    var dark = 0
    var light = 0
    for y in 22..<50 {
      for x in 20..<140 {
        let p = pixels.pixel(x: x, y: y)
        if p.r < 20 && p.g < 20 && p.b < 20 { dark += 1 }
        if p.r > 235 && p.g > 235 && p.b > 235 { light += 1 }
      }
    }
    #expect(dark > 50 && light > 50, "dark \(dark), light \(light)")
  }

  @Test("The cache keeps the most recently used rasters within its budget and count")
  func budget() throws {
    let cache = TextRasterCache(budget: 10_000, capacity: 3)
    func raster(_ n: Int, side: Int) throws -> TextRaster {
      let style = TextStyle(content: "t\(n)")
      return try TextRaster(
        key: TextRaster.Key(style: style, paint: Paint(), matrix: [1, 0, 0, 1, 0, 0]), x: 0, y: 0, width: side,
        height: side)
    }
    let rasters = try (0..<5).map { try raster($0, side: 20) }  // 1,600 bytes each
    for r in rasters { cache.keep(r) }
    #expect(cache.raster(for: rasters[0].key) == nil)
    #expect(cache.raster(for: rasters[4].key) === rasters[4])
    #expect(cache.raster(for: rasters[2].key) === rasters[2])
    let big = try raster(9, side: 40)  // 6,400 bytes: only two older rasters still fit beside it
    cache.keep(big)
    #expect(cache.raster(for: rasters[3].key) == nil)
    #expect(cache.raster(for: big.key) === big)
    #expect(cache.raster(for: rasters[2].key) === rasters[2])
    #expect(cache.raster(for: rasters[4].key) === rasters[4])
    cache.keep(try raster(10, side: 60))  // larger than the whole budget: not kept
    #expect(cache.raster(for: big.key) === big)
  }
}
