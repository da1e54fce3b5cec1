import ChainframeCore
import ChainframeRendering
import Testing

/// Drop shadows drawn as an SVG filter on a transformed element draws them (lottie-web's
/// Drop Shadow): offset in the layer's units, merged under the layer before its opacity, and
/// cut to the filter region (the layer content's bounding box).
@Suite("Shadows")
struct ShadowTests {
  struct ShadowCase: Sendable, CustomTestStringConvertible {
    let name: String
    let local: Bool
    let clip: Bool
    let opacity: Double
    let x: Int
    /// Expected red, green and blue (the background is opaque white).
    let rgb: [UInt8]
    var testDescription: String { name }
  }

  // A 4 × 4 red square at (4…8, 4…8) in a group scaled by 2 (device 8…16), a sharp black
  // shadow offset by 2 (local: 4 device pixels, so 12…20); row 12 is read.
  static let cases: [ShadowCase] = [
    ShadowCase(
      name: "a local offset is scaled with the layer", local: true, clip: false, opacity: 1, x: 18, rgb: [0, 0, 0]),
    ShadowCase(name: "a canvas offset is not", local: false, clip: false, opacity: 1, x: 19, rgb: [255, 255, 255]),
    ShadowCase(
      name: "the clip cuts the shadow to the content's box", local: true, clip: true, opacity: 1, x: 18,
      rgb: [255, 255, 255]),
    ShadowCase(name: "the layer is kept inside the box", local: true, clip: true, opacity: 1, x: 10, rgb: [255, 0, 0]),
    // lottie-web: opacity applies to the merged result; 0.5 · red + 0.5 · white, no shadow
    // showing through the half-transparent square.
    ShadowCase(
      name: "opacity fades the layer over its shadow as one", local: true, clip: false, opacity: 0.5, x: 14,
      rgb: [255, 128, 128]),
    ShadowCase(
      name: "opacity fades the shadow beside the layer", local: true, clip: false, opacity: 0.5, x: 18,
      rgb: [128, 128, 128]),
  ]

  @Test("A shadow's offset, clip and opacity follow SVG filter rules", arguments: cases)
  func shadow(_ c: ShadowCase) throws {
    let square = DrawCommand.rect(
      RectCommand(
        transform: LayerTransform(
          position: Vector2(6, 6), anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1), rotation: 0, skew: Vector2(0, 0)),
        size: Vector2(4, 4), cornerRadius: 0, fill: Color(red: 1, green: 0, blue: 0), opacity: 1))
    let shadow = Shadow(color: .black, offset: Vector2(2, 0), blur: 0, local: c.local, clip: c.clip)
    let group = LayerCommand(
      transform: LayerTransform(
        position: Vector2(0, 0), anchor: Vector2(0, 0), scale: Vector2(2, 2), rotation: 0, skew: Vector2(0, 0)),
      size: Vector2(0, 0), opacity: c.opacity, content: .group(children: [square], clip: false),
      effects: Effects(shadow: shadow))
    let renderer = try FrameRenderer(width: 32, height: 32)
    let list = DisplayList(width: 32, height: 32, background: .white, commands: [.layer(group)])
    let p = try renderer.render(list).pixel(x: c.x, y: 12)
    for (got, want) in zip([p.r, p.g, p.b], c.rgb) {
      #expect(abs(Int(got) - Int(want)) <= 1, "\([p.r, p.g, p.b]) ≠ \(c.rgb)")
    }
  }
}
