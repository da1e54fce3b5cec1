import ChainframeCore
import ChainframeModel
import ChainframeRendering
import ChainframeTestSupport
import Testing

/// A blended layer that draws once is painted straight onto the frame with the blend
/// operator; one that draws more than once still goes through a scratch surface. Both ways
/// must give the same pixels (to Pixman's rounding) wherever the shortcut is taken.
@Suite("Blended layers drawn without a scratch surface")
struct DirectBlendTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let blend: String
    let antialias: String
    let opacity: Double
    var testDescription: String { "\(blend), \(antialias) edges, opacity \(opacity)" }
  }

  static let cases: [Case] = [
    "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
    "hard-light", "soft-light", "difference", "exclusion",
  ].flatMap { blend in
    [Case(blend: blend, antialias: "browser", opacity: 1), Case(blend: blend, antialias: "standard", opacity: 0.58)]
  }

  /// The frame of a scene: a striped background, then `layer`.
  func render(_ layer: String, antialias: String, direct: Bool = true) throws -> (pixels: [UInt8], directBlends: Int) {
    let dir = TemporaryDirectory()
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 48, height: 40, fps: 10, duration: 0.1, background: "#336699", antialias: \(antialias)}
        layers:
          - {type: ellipse, position: [18, 20], size: [30, 34], fill: "#ffcc22"}
          - {type: rect, position: [34, 20], size: [14, 40], fill: "#e04070c0"}
          - \(layer)
        """, file: dir.file("t.yaml"))
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let renderer = try FrameRenderer(width: 48, height: 40)
    renderer.allowsDirectBlend = direct
    let pixels = try renderer.render(list).withUnsafeBytes { Array($0) }
    return (pixels, renderer.directBlends)
  }

  @Test("A group of one fill blends as it does through a scratch surface", arguments: cases)
  func oneFill(_ c: Case) throws {
    let star =
      "{type: star, position: [24, 20], size: [36, 30], points: 5, innerRadius: 7, rotation: 11, "
      + "fill: \"#80c0f0\"}"
    let layer = "{type: group, blend: \(c.blend), opacity: \(c.opacity), children: [\(star)]}"
    let (direct, taken) = try render(layer, antialias: c.antialias)
    let (scratch, _) = try render(layer, antialias: c.antialias, direct: false)
    #expect(taken == 1)
    #expect(direct.count == scratch.count)
    let worst = zip(direct, scratch).map { abs(Int($0) - Int($1)) }.max() ?? 0
    // Rounding only: coverage and opacity multiply into the colour in another order. (Where
    // a hard-light edge pixel is nearly transparent the two can differ more: guitar has one
    // such pixel in 180 frames, by 20.)
    #expect(worst <= 2, "largest channel difference \(worst)")
  }

  @Test("Two overlapping fills in a multiply group cover each other before they blend")
  func twoFills() throws {
    // Grey over white multiplies to grey; a grey square on a grey square inside the group is
    // still grey (not darker) because the group is composited as one.
    let (pixels, taken) = try render(
      """
      {type: group, blend: multiply, children: [\
      {type: rect, position: [20, 20], size: [20, 20], fill: "#808080"}, \
      {type: rect, position: [28, 20], size: [20, 20], fill: "#808080"}]}
      """, antialias: "browser")
    let (alone, _) = try render(
      "{type: group, blend: multiply, children: [{type: rect, position: [20, 20], size: [20, 20], fill: \"#808080\"}]}",
      antialias: "browser", direct: false)
    #expect(taken == 0)
    // Pixel (24, 20) lies under both squares: the same as under the first alone.
    let i = (20 * 48 + 24) * 4
    #expect(Array(pixels[i..<(i + 4)]) == Array(alone[i..<(i + 4)]))
  }
}
