import ChainframeCore
import ChainframeRendering
import Foundation
import Testing

/// A gradient lands where its numbers put it however far its box reaches: Lottie's gradient
/// strokes paint a million-pixel rectangle placed half a million pixels away, and a radial
/// gradient on it came out up to two pixels off (pixman's fixed point cannot hold the huge
/// translation of such a pattern).
@Suite("Gradients on huge boxes")
struct GradientPrecisionTests {
  /// Red of every pixel of a 100 × 100 frame: one rectangle `size` wide, centred on the
  /// canvas origin, filled with a gradient centred at (30, 40) reaching 50 px.
  static func render(kind: String, size: Double, antialias: String) throws -> [UInt8] {
    let half = size / 2
    let (sx, sy) = ((30 + half) / size, (40 + half) / size)
    let shape =
      kind == "radial"
      ? "type: radial, center: [\(sx), \(sy)], radius: \(50 / size)"
      : "type: linear, from: [\(sx), \(sy)], to: [\((80 + half) / size), \((90 + half) / size)]"
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 100, height: 100, fps: 10, duration: 0.1, background: "#808080", antialias: \(antialias)}
        layers:
          - type: rect
            anchor: [0, 0]
            position: [\(-half), \(-half)]
            size: [\(size), \(size)]
            fill: {\(shape), stops: [{offset: 0, color: "#000000"}, {offset: 1, color: "#ffffff"}]}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let pixels = try FrameRenderer(width: 100, height: 100).render(list)
    return (0..<100).flatMap { y in (0..<100).flatMap { x in [pixels.pixel(x: x, y: y).r] } }
  }

  @Test(
    "a gradient on a million-pixel box draws as on a small one",
    arguments: ["radial", "linear"], ["standard", "browser"])
  func hugeBoxKeepsGradient(kind: String, antialias: String) throws {
    let small = try Self.render(kind: kind, size: 1000, antialias: antialias)
    let huge = try Self.render(kind: kind, size: 1_000_000, antialias: antialias)
    let worst = zip(small, huge).map { abs(Int($0) - Int($1)) }.max() ?? 0
    // Measured: 0 to 1 level. Before, the radial gradient was off by up to 9 levels.
    #expect(worst <= 1, "largest difference \(worst)")
  }
}
