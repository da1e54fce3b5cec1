import ChainframeTestSupport
import Foundation
import Testing

/// Property-style sweep: every numeric flag and scene key gets the values that break naive
/// arithmetic (0, negatives, 2^31, 2^63, 1e300, NaN, a huge fraction). Whatever the value, the
/// process ends by itself with success or a usage/data error naming what is wrong: never a
/// trap (SIGILL), a crash or a hang.
@Suite("Extreme numbers")
struct ExtremeNumberTests {
  static let values = [
    "0", "-1", "2147483648", "9223372036854775807", "99999999999999999999", "1e300", "-1e300", "nan", "inf",
    "2147483648/2147483647",
  ]

  static let scene = """
    canvas: {width: 32, height: 32, fps: 10, duration: 0.2, background: "#203040"}
    layers:
      - {type: rect, id: r, position: [16, 16], size: [8, 8], fill: "#ff8800"}
    """

  /// `command flag VALUE` for every numeric flag (the output's extension picks the encoder the
  /// flag applies to).
  static let flags: [(String, [String])] = [
    ("--crf", ["render", "s.yaml", "-o", "o.mp4"]), ("--keyint", ["render", "s.yaml", "-o", "o.mp4"]),
    ("--bitrate", ["render", "s.yaml", "-o", "o.mp4"]), ("--threads", ["render", "s.yaml", "-o", "o.mp4"]),
    ("--segment-seconds", ["render", "s.yaml", "-o", "o.mp4"]), ("--size", ["render", "s.yaml", "-o", "o.mp4"]),
    ("--frames", ["render", "s.yaml", "-o", "o.mp4"]), ("--loop", ["render", "s.yaml", "-o", "o.gif"]),
    ("--scale", ["render", "s.yaml", "-o", "o.gif"]), ("--max-colors", ["render", "s.yaml", "-o", "o.gif"]),
    ("--bayer-scale", ["render", "s.yaml", "-o", "o.gif"]), ("--gif-fps", ["render", "s.yaml", "-o", "o.gif"]),
    ("--max-bytes", ["render", "s.yaml", "-o", "o.gif"]), ("--chunk", ["render", "s.yaml", "-o", "parts/"]),
    ("--time", ["still", "s.yaml", "-o", "f.png"]), ("--frame", ["still", "s.yaml", "-o", "f.png"]),
    ("--every", ["sheet", "s.yaml", "-o", "sheet.png"]), ("--columns", ["sheet", "s.yaml", "-o", "sheet.png"]),
  ]

  /// Scene keys given a number, written into the scene above.
  static let keys: [(String, @Sendable (String) -> String)] = [
    ("canvas.width", { scene.replacingOccurrences(of: "width: 32", with: "width: \($0)") }),
    ("canvas.fps", { scene.replacingOccurrences(of: "fps: 10", with: "fps: \"\($0)\"") }),
    ("canvas.duration", { scene.replacingOccurrences(of: "duration: 0.2", with: "duration: \($0)") }),
    ("position", { scene.replacingOccurrences(of: "position: [16, 16]", with: "position: [\($0), 16]") }),
    ("size", { scene.replacingOccurrences(of: "size: [8, 8]", with: "size: [\($0), 8]") }),
    ("rotation", { scene.replacingOccurrences(of: "fill: \"#ff8800\"", with: "fill: \"#ff8800\", rotation: \($0)") }),
    ("blur", { scene.replacingOccurrences(of: "fill: \"#ff8800\"", with: "fill: \"#ff8800\", blur: \($0)") }),
    ("opacity", { scene.replacingOccurrences(of: "fill: \"#ff8800\"", with: "fill: \"#ff8800\", opacity: \($0)") }),
    (
      "animation duration",
      {
        scene.replacingOccurrences(
          of: "fill: \"#ff8800\"",
          with: "fill: \"#ff8800\", animations: [{property: rotation, to: 90, duration: \($0)}]")
      }
    ),
    (
      "chain",
      {
        scene.replacingOccurrences(
          of: "fill: \"#ff8800\"", with: "fill: \"#ff8800\", chain: \"moveX(\($0)).animate(\($0))\"")
      }
    ),
  ]

  static func check(_ r: ProcessResult, _ what: String, allowed: Set<Int32>) {
    #expect(allowed.contains(r.status), "\(what) ended with \(r.status): \(r.stderr.prefix(400))")
    if r.status != 0 {
      #expect(r.stderr.contains("chainframe: error:"), "\(what): no error line: \(r.stderr.prefix(400))")
    }
  }

  @Test("Every numeric flag ends cleanly whatever its value", arguments: flags.map(\.0))
  func flag(_ name: String) throws {
    let command = try #require(Self.flags.first { $0.0 == name }?.1)
    let dir = TemporaryDirectory()
    dir.write("s.yaml", Self.scene)
    for value in Self.values {
      let quiet = command.first == "render" ? ["-q"] : []
      let r = try BuiltBinary.runChainframe(command + [name, value] + quiet, in: dir.path)
      Self.check(r, "\(name) \(value)", allowed: [0, 64, 65])
      if r.status == 64 || r.status == 65 {
        #expect(r.stderr.contains(name) || r.stderr.contains("'\(value)'"), "\(name) \(value): \(r.stderr.prefix(300))")
      }
    }
  }

  @Test("Every numeric scene key is validated whatever its value", arguments: keys.map(\.0))
  func key(_ name: String) throws {
    let make = try #require(Self.keys.first { $0.0 == name }?.1)
    let dir = TemporaryDirectory()
    for value in Self.values {
      dir.write("k.yaml", make(value))
      let validate = try BuiltBinary.runChainframe(["validate", "k.yaml"], in: dir.path)
      Self.check(validate, "\(name) = \(value) (validate)", allowed: [0, 65])
      let still = try BuiltBinary.runChainframe(["still", "k.yaml", "-o", "f.png"], in: dir.path)
      Self.check(still, "\(name) = \(value) (still)", allowed: [0, 65])
      #expect((validate.status == 0) == (still.status == 0), "\(name) = \(value): validate and still disagree")
    }
  }
}
