import ChainframeCore
import ChainframeRendering
import Foundation
import Testing

/// A whole outline moved by a trim offset starts at the offset, as lottie-web trims it: its
/// dashes and caps start there, so dotted loaders whose offset animates crawl as in the browser.
@Suite("Trim offsets move where dashes start")
struct TrimOffsetDashTests {
  /// Alpha of every pixel of a 100 × 100 frame of one stroked path.
  static func render(_ path: String, extra: String, antialias: String) throws -> [UInt8] {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 100, height: 100, fps: 10, duration: 0.1, background: transparent, antialias: \(antialias)}
        layers:
          - {type: path, d: "\(path)", stroke: {color: "#000000", width: 4, dash: [12, 9]}\(extra)}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let pixels = try FrameRenderer(width: 100, height: 100).render(list)
    return (0..<100).flatMap { y in (0..<100).flatMap { x in [pixels.pixel(x: x, y: y).a] } }
  }

  @Test(
    "a square trimmed whole from a quarter turn is dashed as the square drawn from its second corner",
    arguments: ["standard", "browser"])
  func offsetMovesDashStart(antialias: String) throws {
    // The whole square, from a quarter of its length: (90, 10) round to (90, 10), one open line.
    let trimmed = try Self.render(
      "M10 10 L90 10 L90 90 L10 90 Z", extra: ", trimStart: 0, trimEnd: 1, trimOffset: 0.25", antialias: antialias)
    let fromCorner = try Self.render("M90 10 L90 90 L10 90 L10 10 L90 10", extra: "", antialias: antialias)
    let unmoved = try Self.render("M10 10 L90 10 L90 90 L10 90 Z", extra: "", antialias: antialias)
    let worst = zip(trimmed, fromCorner).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 2, "largest difference \(worst)")
    // The period (21) does not divide the side (80): starting elsewhere moves the dashes.
    #expect(trimmed != unmoved)
  }

  @Test("a whole-turn offset leaves the outline as drawn", arguments: ["standard", "browser"])
  func wholeTurnLeavesOutline(antialias: String) throws {
    let path = "M10 10 L90 10 L90 90 L10 90 Z"
    #expect(
      try Self.render(path, extra: ", trimOffset: 1", antialias: antialias)
        == Self.render(path, extra: "", antialias: antialias))
  }
}
