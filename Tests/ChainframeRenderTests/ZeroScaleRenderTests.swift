import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A layer scaled to zero on either axis draws nothing, children, masks and gradients
/// included, instead of drawing through a degenerate matrix (pumpkin.json's last frames
/// failed with Cairo's "out of memory" that way).
@Suite("Zero-scale layers")
struct ZeroScaleRenderTests {
  /// pumpkin.json's last frames, reduced: a group scaled to `scale` holding a group scaled
  /// 0.58 around a gradient-filled rectangle a million pixels wide, masked by a stroke.
  static func scene(scale: String) -> String {
    """
    canvas: {width: 64, height: 64, fps: 10, duration: 1, background: transparent}
    layers:
      - type: group
        size: [100000, 100000]
        anchor: [-0.00072773, -0.00012773]
        position: [32, 32]
        scale: \(scale)
        children:
          - type: group
            anchor: [0, 0]
            position: [-72.773, -12.773]
            scale: 0.58
            children:
              - type: rect
                anchor: [0, 0]
                position: [-500000, -500000]
                size: [1000000, 1000000]
                fill: {type: radial, center: [0.499778, 0.500232], radius: 0.000545793, stops: [{offset: 0, color: red}, {offset: 1, color: blue}]}
                mask:
                  mode: alpha
                  layers:
                    - {type: path, d: "M9.6 -274 C157.6 -259.6 256.2 -182 254.9 -26.3 C253.4 141.5 181.6 297.3 33.5 283.6 C-158 265.8 -289.3 47.5 -259.6 -98.2 Z", stroke: {color: white, width: 4}}
    """
  }

  @Test(
    "A group scaled to zero draws nothing and does not fail",
    arguments: ["0", "[0, 1]", "[1, 0]"])
  func zero(scale: String) throws {
    let dir = TemporaryDirectory()
    let image = try Composition.load(contentsOf: dir.write("s.yaml", Self.scene(scale: scale))).image(atFrame: 0)
    let drawn = (0..<64).flatMap { y in (0..<64).map { image.pixel(x: $0, y: y).a } }
    #expect(drawn.allSatisfy { $0 == 0 })
  }

  @Test("The same group at scale 0.1 draws its masked gradient")
  func one() throws {
    let dir = TemporaryDirectory()
    let image = try Composition.load(contentsOf: dir.write("s.yaml", Self.scene(scale: "0.1"))).image(atFrame: 0)
    let drawn = (0..<64).flatMap { y in (0..<64).map { image.pixel(x: $0, y: y).a } }
    #expect(drawn.contains { $0 > 0 })
  }
}
