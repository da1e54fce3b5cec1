import ChainframeCore
import ChainframeModel
import ChainframeRendering
import ChainframeTestSupport
import Testing

/// A clipping group whose children all draw well inside its box is drawn without its clip
/// (a turned or fractionally placed box is a clip Cairo rasterizes for every fill inside
/// it). The frame must be the one the clip gives, and the clip must stay wherever a child
/// can reach the box's edge or its reach is not known from its geometry.
@Suite("Clipping groups drawn without a clip that changes nothing")
struct GroupClipTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The group's placement (YAML keys), its box 40 × 30.
    let placement: String
    /// The group's children (YAML list items).
    let children: String
    /// Whether the clip may be left out.
    let skipped: Bool
    var testDescription: String { name }
  }

  static let turned = "position: [32.3, 24.6], rotation: 17"

  static let cases: [Case] = [
    Case(
      name: "a star well inside a turned box", placement: turned,
      children: "{type: star, position: [20, 15], size: [16, 14], points: 5, innerRadius: 3, fill: \"#80c0f0\"}",
      skipped: true),
    Case(
      name: "a stroked path inside a box scaled and moved by a fraction",
      placement: "position: [31.7, 23.2], scale: 0.93",
      children:
        "{type: path, d: \"M12 8 C30 4 32 22 14 24 Z\", fill: \"#ff0000\", stroke: {color: \"#0000ff\", width: 2.5, join: round}}",
      skipped: true),
    Case(
      name: "a nested clipping group inside the box", placement: turned,
      children:
        "{type: group, size: [20, 16], position: [20, 15], rotation: -9, clip: true, children: [{type: rect, position: [10, 8], size: [12, 9], fill: \"#30a050\"}]}",
      skipped: true),
    Case(
      name: "a rectangle that reaches past the box", placement: turned,
      children: "{type: rect, position: [20, 15], size: [52, 12], fill: \"#e04070\"}", skipped: false),
    Case(
      name: "a miter that reaches past the box though its path stays inside", placement: turned,
      children:
        "{type: path, d: \"M6 26 L20 3 L34 26\", stroke: {color: \"#000000\", width: 6, join: miter, miterLimit: 10}}",
      skipped: false),
    Case(
      name: "an edge a third of a pixel inside the box", placement: turned,
      children: "{type: rect, position: [20, 15], size: [39.4, 29.4], fill: \"#e04070\"}", skipped: false),
    Case(
      name: "text, whose reach the geometry does not give", placement: turned,
      children: "{type: text, text: \"Hi\", font: {family: DejaVu Sans, size: 12}, position: [20, 15]}",
      skipped: false),
    Case(
      name: "a blurred child, which spreads past its shape", placement: turned,
      children: "{type: ellipse, position: [20, 15], size: [10, 10], fill: \"#ffcc22\", blur: 3}", skipped: false),
    Case(
      name: "a box on whole pixels, a clip Cairo keeps cheaply", placement: "position: [32, 24]",
      children: "{type: ellipse, position: [20, 15], size: [10, 10], fill: \"#ffcc22\"}", skipped: false),
  ]

  /// The frame of a striped background and one clipping group, and how many clips were left out.
  func render(_ c: Case, antialias: String, skipping: Bool) throws -> (pixels: [UInt8], skipped: Int) {
    let dir = TemporaryDirectory()
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 64, height: 48, fps: 10, duration: 0.1, background: "#336699", antialias: \(antialias)}
        layers:
          - {type: rect, position: [20, 24], size: [14, 48], fill: "#e0e0e0c0"}
          - {type: group, size: [40, 30], \(c.placement), clip: true, children: [\(c.children)]}
        """, file: dir.file("t.yaml"))
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let renderer = try FrameRenderer(width: 64, height: 48)
    renderer.skipsNeedlessClips = skipping
    let pixels = try renderer.render(list).withUnsafeBytes { Array($0) }
    return (pixels, renderer.skippedClips)
  }

  @Test("The clip is left out only where it changes nothing", arguments: cases, ["browser", "standard"])
  func sameFrame(_ c: Case, antialias: String) throws {
    let (fast, skipped) = try render(c, antialias: antialias, skipping: true)
    let (clipped, none) = try render(c, antialias: antialias, skipping: false)
    #expect(none == 0)
    #expect((skipped > 0) == c.skipped, "clips left out: \(skipped)")
    #expect(fast.count == clipped.count)
    let worst = zip(fast, clipped).map { abs(Int($0) - Int($1)) }.max() ?? 0
    // A fill composited straight into the pixels rounds as Pixman's masked composite does,
    // but a clip mask Pixman multiplies in can move a channel by one.
    #expect(worst <= 1, "largest channel difference \(worst)")
  }

  @Test("A group whose child reaches past its box is cut at the box")
  func cutAtTheBox() throws {
    let c = Self.cases[3]
    let (pixels, _) = try render(c, antialias: "browser", skipping: true)
    // The centre of pixel (54, 31) lies under the rectangle, 3 px past the turned box's
    // right edge: background.
    let i = (31 * 64 + 54) * 4
    #expect(Array(pixels[i..<(i + 4)]) == [0x99, 0x66, 0x33, 0xFF])
  }
}
