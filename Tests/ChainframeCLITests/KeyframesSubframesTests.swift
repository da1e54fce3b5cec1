import ChainframeTestSupport
import Foundation
import Testing

/// `keyframes --subframes` prints what motion blur averages; the plain dump is unchanged.
@Suite("keyframes --subframes")
struct KeyframesSubframesTests {
  static let scene = """
    canvas: {width: 32, height: 32, fps: 10, duration: 0.5, motionBlur: {shutterAngle: 180, shutterPhase: -90, samples: 2}}
    layers:
      - {type: rect, id: box, animations: [{property: position.x, from: 0, to: 50, duration: 0.5, easing: linear}]}
      - {type: rect, id: off, motionBlur: false, animations: [{property: opacity, from: 0, to: 1, duration: 0.5}]}
    """

  @Test("Sub-frame values sit at the centres of the shutter's parts; unblurred layers are left out")
  func dump() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let result = try BuiltBinary.runChainframe(["keyframes", path, "--subframes", "--frames", "1..2"])
    #expect(result.status == 0, "\(result.stderr)")
    // x = 100 t; frame 1 at 0.1 s, samples at ±0.125 frame = ±0.0125 s.
    #expect(result.stdout.contains("\"offsets\": [-0.125, 0.125]"), "\(result.stdout)")
    #expect(result.stdout.contains("\"values\": [[8.75, 11.25], [18.75, 21.25]]"), "\(result.stdout)")
    #expect(!result.stdout.contains("\"off\""))
    let plain = try BuiltBinary.runChainframe(["keyframes", path, "--property", "box.position.x"])
    #expect(plain.stdout.contains("\"values\": [0, 10, 20, 30, 40]"), "\(plain.stdout)")
    let csv = try BuiltBinary.runChainframe(["keyframes", path, "--subframes", "--format", "csv"])
    #expect(csv.status == 64 && csv.stderr.contains("--subframes"), "\(csv.stderr)")
  }
}
