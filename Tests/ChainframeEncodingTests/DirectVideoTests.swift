import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

/// Opaque 4:2:0 video converted straight into the frame (``VideoFrameReader``'s rows, drawn by
/// the painter's direct path) writes the bytes of converting it into a buffer of its own and
/// compositing that, for every placement, clip and mask, and takes the direct path only where
/// it applies.
@Suite("Video converted straight into the frame")
struct DirectVideoTests {
  /// Gives only converted pixels (the protocol's default delivery): the general path.
  final class PixelsOnly: VideoFrameProvider {
    let reader = VideoFrameReader()
    func frame(
      path: String, request: VideoFrameRequest, deviceSize: (Int, Int) -> (width: Int, height: Int)?
    ) throws -> PixelBuffer? { try reader.frame(path: path, request: request, deviceSize: deviceSize) }
    func naturalSize(path: String) -> (width: Int, height: Int)? { reader.naturalSize(path: path) }
  }

  /// Forwards to a reader and counts the frames delivered as rows.
  final class Counting: VideoFrameProvider {
    let reader = VideoFrameReader()
    var rows = 0
    func frame(
      path: String, request: VideoFrameRequest, deviceSize: (Int, Int) -> (width: Int, height: Int)?
    ) throws -> PixelBuffer? { try reader.frame(path: path, request: request, deviceSize: deviceSize) }
    func naturalSize(path: String) -> (width: Int, height: Int)? { reader.naturalSize(path: path) }
    func delivery(
      path: String, request: VideoFrameRequest, deviceSize: (Int, Int) -> (width: Int, height: Int)?
    ) throws -> VideoFrameDelivery {
      let d = try reader.delivery(path: path, request: request, deviceSize: deviceSize)
      if case .rows = d { rows += 1 }
      return d
    }
  }

  /// A 24 fps 4:2:0 FFV1 file of 12 noisy 40 × 30 frames (odd chroma rows differ from even ones).
  static func makeSource(in dir: TemporaryDirectory) throws {
    let r = try ProcessResult.run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=40x30:rate=24:duration=0.5,noise=alls=40:allf=t",
        "-c:v", "ffv1", "-pix_fmt", "yuv420p", dir.file("v.mkv"),
      ])
    #expect(r.status == 0, "\(r.stderr)")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let layer: String
    /// Whether the frames between the first and the last take the direct path.
    let direct: Bool
    var testDescription: String { layer }
  }

  static let mask = "mask: {layers: [{type: rect, position: [32, 24], size: [40, 30], cornerRadius: 6, fill: white}]}"
  static let cases: [Case] = [
    Case(layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30]}", direct: true),
    Case(layer: "{type: video, src: v.mkv, position: [30, 24.5], size: [60, 45]}", direct: true),
    Case(layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], \(mask)}", direct: true),
    Case(
      layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], mask: {layers: [{type: rect, "
        + "position: [32, 25], size: [50, 34], cornerRadius: 5.5, fill: white}]}}", direct: true),
    Case(
      layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], mask: {layers: [{type: rect, "
        + "position: [32, 24], size: [30, 30], cornerRadius: 3, fill: white}]}}", direct: false),
    Case(layer: "{type: video, src: v.mkv, position: [32, 10], size: [40, 30]}", direct: true),
    Case(layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], opacity: 0.5}", direct: false),
    Case(layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], rotation: 17}", direct: false),
    Case(layer: "{type: video, src: v.mkv, position: [32.4, 24.5], size: [40, 30]}", direct: false),
    Case(layer: "{type: video, src: v.mkv, position: [32, 24], size: [40, 30], fit: cover}", direct: false),
    Case(
      layer: "{type: group, size: [64, 48], position: [32, 24], clip: true, children: "
        + "[{type: video, src: v.mkv, position: [30, 20], size: [40, 30]}]}", direct: true),
  ]

  @Test("Direct conversion draws the general path's bytes", arguments: cases)
  func sameBytes(_ c: Case) throws {
    let dir = TemporaryDirectory()
    try Self.makeSource(in: dir)
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 64, height: 48, fps: 24, duration: 0.5, background: "#336699"}
        layers:
          - {type: ellipse, position: [20, 20], size: [40, 40], fill: "#ff000080"}
          - \(c.layer)
          - {type: rect, position: [50, 40], size: [10, 10], fill: "#00ff0080"}
        """, file: dir.file("t.yaml"))
    let compiled = SceneCompiler.compile(scene)
    let general = try FrameRenderer(width: 64, height: 48)
    general.videoFrames = PixelsOnly()
    let direct = try FrameRenderer(width: 64, height: 48)
    let counting = Counting()
    direct.videoFrames = counting
    for n in 0..<12 {
      let list = DisplayListBuilder.build(compiled, frame: n)
      let expected = try general.render(list).withUnsafeBytes { Array($0) }
      let drawn = try direct.render(list).withUnsafeBytes { Array($0) }
      #expect(drawn == expected, "frame \(n)")
    }
    // All but the first frame (no step between requests known yet) and the last (its span
    // is unknown) when the path applies.
    #expect((counting.rows >= 9) == c.direct, "\(counting.rows) frames delivered as rows")
  }
}
