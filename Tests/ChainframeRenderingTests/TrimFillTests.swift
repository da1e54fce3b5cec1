import ChainframeCore
import ChainframeRendering
import Testing

/// A trim that wraps past the end of a closed outline, filled: lottie-web's trim goes on
/// through the start as one sub-path, so the fill is one region (issue_1125's gauge matte, a
/// trimmed band, lost its inner half when the two parts were filled apart).
@Suite("Trimmed fills")
struct TrimFillTests {
  /// Alpha at (x, y) of a 20 px square (corners 10…30) filled and trimmed from `start` to
  /// `end` with `offset`, measured from its top-left corner clockwise.
  static func alpha(x: Int, y: Int, start: Double, end: Double, offset: Double) throws -> Int {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 40, height: 40, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: path, d: "M10 10 L30 10 L30 30 L10 30 Z", fill: "#ff0000",
             trimStart: \(start), trimEnd: \(end), trimOffset: \(offset)}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    return Int(try FrameRenderer(width: 40, height: 40).render(list).pixel(x: x, y: y).a)
  }

  @Test(
    "a wrapping trim of a closed outline fills the region of the one joined part",
    arguments: [
      // From the left side's middle up, over the top, down to the right side's middle: the
      // top half, including the corner the two parts meet at.
      (12, 18, 0.0, 0.5, 0.875, true), (20, 15, 0.0, 0.5, 0.875, true), (20, 25, 0.0, 0.5, 0.875, false),
      // Not wrapping: the part from the top-left corner over the top and down the right side,
      // closed by its chord (the triangle above the diagonal).
      (12, 18, 0.0, 0.375, 0.0, false), (25, 12, 0.0, 0.375, 0.0, true),
    ])
  func joined(x: Int, y: Int, start: Double, end: Double, offset: Double, filled: Bool) throws {
    let a = try Self.alpha(x: x, y: y, start: start, end: end, offset: offset)
    #expect((a > 128) == filled, "alpha \(a) at (\(x), \(y))")
  }
}
