import ChainframeCore
import ChainframeModel
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

/// Frames a decoder marks opaque are handed to Cairo as RGB24 so that pixman copies them
/// instead of blending; the drawn bytes must not change.
@Suite("Opaque video frames")
struct OpaqueFrameTests {
  /// Returns the same noisy opaque frame (alpha 255 everywhere) for every request, at the size
  /// the caller asks for when it asks for one.
  final class NoiseFrames: VideoFrameProvider {
    let opaque: Bool
    init(opaque: Bool) { self.opaque = opaque }

    func frame(
      path: String, request: VideoFrameRequest, deviceSize: (Int, Int) -> (width: Int, height: Int)?
    ) throws -> PixelBuffer? {
      let size = deviceSize(40, 30) ?? (40, 30)
      let pixels = PixelBuffer(width: size.width, height: size.height)
      var seed: UInt32 = 12345
      pixels.withUnsafeMutableBytes { raw in
        for y in 0..<size.height {
          for x in 0..<size.width {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let i = y * pixels.stride + 4 * x
            raw[i] = UInt8(truncatingIfNeeded: seed >> 8)
            raw[i + 1] = UInt8(truncatingIfNeeded: seed >> 16)
            raw[i + 2] = UInt8(truncatingIfNeeded: seed >> 24)
            raw[i + 3] = 255
          }
        }
      }
      pixels.isOpaque = opaque
      return pixels
    }

    func naturalSize(path: String) -> (width: Int, height: Int)? { (40, 30) }
  }

  static let layers = [
    "{type: video, src: v.mp4, position: [32, 24], size: [40, 30]}",
    "{type: video, src: v.mp4, position: [32, 24], size: [40, 30], opacity: 0.5}",
    "{type: video, src: v.mp4, position: [32.3, 24.6], size: [37, 29], rotation: 17}",
    "{type: video, src: v.mp4, position: [32, 24], size: [40, 30], mask: {layers: "
      + "[{type: rect, position: [32, 24], size: [40, 30], cornerRadius: 6, fill: white}]}}",
    "{type: video, src: v.mp4, position: [32, 24], size: [20, 15], blend: multiply}",
  ]

  @Test("An opaque frame draws the same bytes whether or not it is marked opaque", arguments: layers)
  func sameBytes(_ layer: String) throws {
    // The loader wants the file to exist; the frames come from `NoiseFrames`, not from it.
    let dir = TemporaryDirectory()
    #expect(FileManager.default.createFile(atPath: dir.file("v.mp4"), contents: Data()))
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 64, height: 48, fps: 10, duration: 0.1, background: "#336699"}
        layers:
          - {type: ellipse, position: [20, 20], size: [40, 40], fill: "#ff000080"}
          - \(layer)
        """, file: dir.file("t.yaml"))
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    var drawn: [[UInt8]] = []
    for opaque in [false, true] {
      let renderer = try FrameRenderer(width: 64, height: 48)
      renderer.videoFrames = NoiseFrames(opaque: opaque)
      drawn.append(try renderer.render(list).withUnsafeBytes { Array($0) })
    }
    #expect(drawn[0] == drawn[1])
  }
}
