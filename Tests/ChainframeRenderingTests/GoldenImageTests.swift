import ChainframeCore
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

/// Every feature drawn on a tiny canvas at 0/25/50/75/100 % of its animation and compared
/// with PNGs recorded by `scripts/record-goldens` (library versions in
/// Tests/Fixtures/Goldens/ENVIRONMENT.txt). On failure the actual frame and a ×8 difference
/// image are written to .build/golden-failures/.
@Suite("Golden images")
struct GoldenImageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let scene: String
    /// Largest channel difference that does not count as a differing pixel.
    let delta: Int
    /// Largest fraction of differing pixels accepted.
    let fraction: Double
    var testDescription: String { scene }
  }

  /// Default tolerance: 2 levels, for rounding differences between pixman builds (SIMD paths
  /// round premultiplied channels differently), and no pixel beyond it.
  static let cases: [Case] = [
    Case(scene: "rect-corners", delta: 2, fraction: 0),
    Case(scene: "ellipse-radial", delta: 2, fraction: 0),
    Case(scene: "polygon-star", delta: 2, fraction: 0),
    Case(scene: "line-trim", delta: 2, fraction: 0),
    Case(scene: "path-trim-dash", delta: 2, fraction: 0),
    Case(scene: "gradient-animated", delta: 2, fraction: 0),
    Case(scene: "stroke-joins", delta: 2, fraction: 0),
    Case(scene: "group-opacity", delta: 2, fraction: 0),
    Case(scene: "group-nested", delta: 2, fraction: 0),
    Case(scene: "mask-alpha", delta: 2, fraction: 0),
    Case(scene: "mask-luma", delta: 2, fraction: 0),
    Case(scene: "blend-modes", delta: 2, fraction: 0),
    Case(scene: "blur-shadow", delta: 2, fraction: 0),
    Case(scene: "colours-visible", delta: 2, fraction: 0),
    // Loose: glyph rasterisation depends on FreeType's version even with a pinned font and
    // hinting off; allow 1 % of pixels (antialiased glyph edges) to move by more.
    Case(scene: "text-basic", delta: 2, fraction: 0.01),
    Case(scene: "text-wrap-stroke", delta: 2, fraction: 0.01),
    Case(scene: "text-split", delta: 2, fraction: 0.01),
    // Loose: JPEG decoding (libjpeg-turbo's IDCT) may differ by a few levels between builds.
    Case(scene: "images-fit", delta: 6, fraction: 0.01),
    // Loose: librsvg rasterises through its own path code; versions differ slightly at edges.
    Case(scene: "svg-scale", delta: 2, fraction: 0.01),
  ]

  @Test("Each feature matches its golden PNGs at 0, 25, 50, 75 and 100 %", arguments: cases)
  func matchesGolden(_ c: Case) throws {
    let scene = try SceneLoader.load(
      path: Fixtures.path("Goldens/scenes/\(c.scene).yaml"), options: SceneLoadOptions(allowAssetsOutside: true))
    try FontRegistry.register(scene.fonts)
    let compiled = SceneCompiler.compile(scene)
    #expect(compiled.frameCount == 5)
    let renderer = try FrameRenderer(width: scene.canvas.width, height: scene.canvas.height)
    for frame in 0..<5 {
      let name = "\(c.scene)-\(frame * 25)"
      let golden = try PNGReader.read(Fixtures.path("Goldens/png/\(name).png"))
      let actual = try renderer.render(DisplayListBuilder.build(compiled, frame: frame))
      let result = GoldenComparison(actual: actual, golden: golden, delta: c.delta)
      if result.differingFraction > c.fraction {
        let folder = Fixtures.repositoryPath(".build/golden-failures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGWriter.write(actual, to: "\(folder)/\(name).actual.png")
        try PNGWriter.write(GoldenComparison.diffImage(actual, golden), to: "\(folder)/\(name).diff.png")
        Issue.record("\(name): \(result); see \(folder)/\(name).actual.png and .diff.png")
      }
    }
  }
}
