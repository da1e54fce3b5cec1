import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe command line")
struct CLITests {
  @Test("--help prints usage on stdout and exits 0")
  func help() throws {
    let result = try BuiltBinary.runChainframe(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("render"))
    #expect(result.stdout.contains("USAGE"))
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: @Sendable (TemporaryDirectory) -> [String]
    let status: Int32
    let fragment: String
    var testDescription: String { name }
  }

  static let malformed =
    "canvas: {width: 64, height: 64, fps: 30, duration: 1}\nlayers:\n  - type: rect\n    fill: [oops\n"
  static let invalid = "canvas: {width: 64, height: 64, fps: 30, duration: 1}\nlayers:\n  - {type: rect, opacity: 2}\n"

  static let failures: [FailureCase] = [
    FailureCase(
      name: "a missing scene file exits 66",
      arguments: { d in ["render", d.file("nope.yaml"), "-o", d.file("o.mp4")] },
      status: 66, fragment: "does not exist"),
    FailureCase(
      name: "a malformed scene exits 65 with file and line",
      arguments: { d in ["render", d.write("bad.yaml", malformed), "-o", d.file("o.mp4")] },
      status: 65, fragment: "bad.yaml:"),
    FailureCase(
      name: "an invalid value exits 65 with its key path",
      arguments: { d in ["render", d.write("inv.yaml", invalid), "-o", d.file("o.mp4")] },
      status: 65, fragment: "layers[0].opacity"),
    FailureCase(
      name: "a missing output folder exits 73",
      arguments: { d in ["render", Fixtures.repositoryPath("Examples/hello.yaml"), "-o", d.file("no/such/o.mp4")] },
      status: 73, fragment: "does not exist"),
    FailureCase(
      name: "an unwritable output folder exits 73",
      arguments: { _ in ["render", Fixtures.repositoryPath("Examples/hello.yaml"), "-o", "/proc/chainframe-test.mp4"] },
      status: 73, fragment: "cannot write in folder"),
    FailureCase(
      name: "an unknown output extension exits 64",
      arguments: { d in ["render", Fixtures.repositoryPath("Examples/hello.yaml"), "-o", d.file("o.avi")] },
      status: 64, fragment: ".mp4"),
    FailureCase(
      name: "a missing -o exits 64", arguments: { _ in ["render", "x.yaml"] },
      status: 64, fragment: "--output"),
    FailureCase(
      name: "an unknown subcommand exits 64", arguments: { _ in ["rendr", "x.yaml"] },
      status: 64, fragment: "rendr"),
  ]

  @Test("Each failure prints exactly one 'chainframe: error:' line and its exit code", arguments: failures)
  func failure(_ c: FailureCase) throws {
    let dir = TemporaryDirectory()
    let result = try BuiltBinary.runChainframe(c.arguments(dir))
    #expect(result.status == c.status, "stderr: \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("chainframe: error: "))
    #expect(result.stderr.contains(c.fragment), "stderr: \(result.stderr)")
  }

  @Test("The example renders to H.264 yuv420p BT.709 with the right count, rate and duration")
  func renderExample() throws {
    let dir = TemporaryDirectory()
    let output = dir.file("hello.mp4")
    let result = try BuiltBinary.runChainframe(
      ["render", Fixtures.repositoryPath("Examples/hello.yaml"), "-o", output])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let stream = try FFprobe.videoStream(output)
    #expect(stream["codec_name"] == "h264")
    #expect(stream["pix_fmt"] == "yuv420p")
    #expect(stream["color_space"] == "bt709")
    #expect(stream["color_transfer"] == "bt709")
    #expect(stream["color_primaries"] == "bt709")
    #expect(stream["color_range"] == "tv")
    #expect(stream["nb_read_frames"] == "60")
    #expect(stream["r_frame_rate"] == "30/1")
    #expect(stream["avg_frame_rate"] == "30/1")
    #expect(stream["duration"] == "2.000000")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(leftovers == ["hello.mp4"], "temporary files left: \(leftovers)")
  }

  @Test("Rendering the same scene twice gives byte-identical MP4 files")
  func byteIdentical() throws {
    let dir = TemporaryDirectory()
    for name in ["a.mp4", "b.mp4"] {
      let result = try BuiltBinary.runChainframe(
        ["render", Fixtures.repositoryPath("Examples/hello.yaml"), "-o", dir.file(name)])
      #expect(result.status == 0, "stderr: \(result.stderr)")
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a.mp4")))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir.file("b.mp4")))
    #expect(a == b)
  }

  @Test("A failed render leaves an existing destination untouched and no temporary file")
  func destinationUntouched() throws {
    let dir = TemporaryDirectory()
    // A previous render of the same kind, which a successful render would replace.
    let output = dir.file("keep.mp4")
    let small = dir.write("small.yaml", "canvas: {width: 32, height: 32, fps: 10, duration: 0.2}\nlayers: []\n")
    #expect(try BuiltBinary.runChainframe(["render", small, "-o", output, "-q"]).status == 0)
    let precious = try Data(contentsOf: URL(fileURLWithPath: output))
    let odd = dir.write("odd.yaml", "canvas: {width: 63, height: 64, fps: 30, duration: 1}\nlayers: []\n")
    let result = try BuiltBinary.runChainframe(["render", odd, "-o", output])
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("even width and height"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == precious)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(leftovers == ["keep.mp4", "odd.yaml", "small.yaml"])
  }

  @Test("still writes a PNG of the requested frame")
  func still() throws {
    let dir = TemporaryDirectory()
    let output = dir.file("f.png")
    let result = try BuiltBinary.runChainframe(
      ["still", Fixtures.repositoryPath("Examples/hello.yaml"), "--frame", "30", "-o", output])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
