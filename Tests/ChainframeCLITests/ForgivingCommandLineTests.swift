import ChainframeTestSupport
import Foundation
import Testing

/// A forgiving command line, through the built binary: did-you-mean for commands, flags and
/// values; bad values exit 64 naming the flag and what it allows; `--chunk` refuses an `-o`
/// that names a file before creating anything; Ctrl-C ends `preview` quietly.
@Suite("Forgiving command line")
struct ForgivingCommandLineTests {
  static let scene = "canvas: {width: 32, height: 32, fps: 10, duration: 0.5}\nlayers: []\n"

  /// One mistyped command line: `SCENE` and `OUT/` are replaced by paths in a fresh folder.
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Every one of these must be on the error line.
    let expected: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // Commands (case-insensitive, transpositions count as one edit).
    Case(arguments: ["rendr", "SCENE"], expected: ["unknown command 'rendr'", "did you mean 'render'?"]),
    Case(arguments: ["REnder", "SCENE"], expected: ["did you mean 'render'?"]),
    Case(arguments: ["vreify"], expected: ["did you mean 'verify'?"]),
    Case(arguments: ["frobnicate"], expected: ["unknown command 'frobnicate'", "use one of: render, batch"]),
    Case(
      arguments: ["keyframes", "dif", "a", "b"],
      expected: ["unknown subcommand of 'chainframe keyframes' 'dif'", "did you mean 'diff'?"]),
    // Flags.
    Case(
      arguments: ["render", "SCENE", "--presett", "web-h264", "-o", "OUT/x.mp4"],
      expected: ["unknown option '--presett'", "did you mean '--preset'?", "chainframe render --help"]),
    Case(
      arguments: ["render", "SCENE", "--progres=none", "-o", "OUT/x.mp4"], expected: ["did you mean '--progress'?"]),
    Case(arguments: ["still", "SCENE", "--farme", "1", "-o", "OUT/x.png"], expected: ["did you mean '--frame'?"]),
    // Values of a fixed list.
    Case(
      arguments: ["render", "SCENE", "--preset", "web-h26", "-o", "OUT/x.mp4"],
      expected: ["--preset: unknown preset 'web-h26'", "did you mean 'web-h264'?"]),
    Case(
      arguments: ["render", "SCENE", "--format", "wbem", "-o", "OUT/x"],
      expected: ["--format: unknown format 'wbem'", "did you mean 'webm'?"]),
    Case(
      arguments: ["keyframes", "SCENE", "--format", "jsno"],
      expected: ["--format: 'jsno' is not one of json, csv", "did you mean 'json'?"]),
    Case(
      arguments: ["render", "SCENE", "--progress", "barr", "-o", "OUT/x.mp4"],
      expected: ["--progress: 'barr' is not one of auto, bar, json, none", "did you mean 'bar'?"]),
    Case(
      arguments: ["render", "SCENE", "--dither", "bayr", "-o", "OUT/x.gif"],
      expected: ["--dither: 'bayr' is not one of", "did you mean 'bayer'?"]),
    Case(
      arguments: ["render", "SCENE", "--encoder-preset", "veryfsat", "-o", "OUT/x.mp4"],
      expected: ["--encoder-preset: 'veryfsat'", "did you mean 'veryfast'?"]),
    Case(
      arguments: ["cluster", "slrum", "SCENE", "--chunks", "2", "-o", "OUT/jobs"],
      expected: ["ENGINE: 'slrum'", "did you mean 'slurm'?"]),
    // Numbers out of range name the flag and the range.
    Case(
      arguments: ["render", "SCENE", "--crf", "99", "-o", "OUT/x.mp4"],
      expected: ["--crf: 99 is out of range for mp4; use 0 to 51"]),
    Case(
      arguments: ["render", "SCENE", "--crf", "70", "-o", "OUT/x.webm"],
      expected: ["--crf: 70 is out of range for webm; use 0 to 63"]),
    Case(
      arguments: ["render", "SCENE", "--max-colors", "999", "-o", "OUT/x.gif"],
      expected: ["--max-colors: 999 is out of range", "use 2 to 256"]),
    Case(
      arguments: ["render", "SCENE", "--bayer-scale", "9", "-o", "OUT/x.gif"],
      expected: ["--bayer-scale: 9 is out of range", "use 0 to 5"]),
    Case(
      arguments: ["render", "SCENE", "--threads", "100000", "-o", "OUT/x.mp4"], expected: ["--threads:", "1 to 256"]),
    Case(
      arguments: ["render", "SCENE", "--keyint=-1", "-o", "OUT/x.mp4"],
      expected: ["--keyint: -1 is out of range", "use 1 to 100000"]),
    Case(
      arguments: ["render", "SCENE", "--loop=70000", "-o", "OUT/x.gif"],
      expected: ["--loop: 70000 is out of range", "65535"]),
    Case(
      arguments: ["render", "SCENE", "--loop", "-1", "-o", "OUT/x.gif"],
      expected: ["--loop: the parser takes '-1' for a flag", "--loop=-1"]),
    // A chunk goes into a folder: an -o naming a file is refused.
    Case(
      arguments: ["render", "SCENE", "--chunk", "0/3", "-o", "OUT/out.mp4"],
      expected: ["--output:", "names a file", "chainframe join parts/ -o"]),
    Case(arguments: ["render", "SCENE", "--chunk", "1/3", "-o", "OUT/f/%05d.png"], expected: ["names a file"]),
    Case(arguments: ["render", "SCENE", "--chunk", "0/2", "-o", "OUT/existing.txt"], expected: ["names a file"]),
  ]

  @Test("A mistyped command line exits 64 with one line naming the flag and a suggestion", arguments: cases)
  func mistakes(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    _ = dir.write("existing.txt", "keep")
    let arguments = c.arguments.map {
      $0 == "SCENE" ? scene : $0.replacingOccurrences(of: "OUT/", with: dir.path + "/")
    }
    let r = try BuiltBinary.runChainframe(arguments)
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("chainframe: error: ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    for part in c.expected { #expect(r.stderr.contains(part), "\(part) missing from: \(r.stderr)") }
    // Nothing was created: only the scene and the existing file are there.
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(left == ["existing.txt", "s.yaml"], "left behind: \(left)")
  }

  @Test(
    "Values inside the ranges still render",
    arguments: [["--crf", "51", "-o", "x.mp4"], ["--crf", "63", "-o", "x.webm"]])
  func inRange(_ extra: [String]) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe(
      ["render", scene, "-q"] + extra.map { $0.hasPrefix("x.") ? dir.file($0) : $0 })
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test("Ctrl-C stops preview with exit 0 and no error line; SIGTERM still exits 143", arguments: [SIGINT, SIGTERM])
  func previewInterrupt(_ signal: Int32) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let process = try WatchedProcess(["preview", scene, "--port", "0"])
    // Wait for the address line, so the signal reaches a serving preview.
    _ = process.waitForStandardError(containing: "http://", deadline: 20)
    kill(process.pid, signal)
    let (status, stderr) = process.finish()
    #expect(stderr.contains("http://127.0.0.1:"), "\(stderr)")
    if signal == SIGINT {
      #expect(status == 0, "\(stderr)")
      #expect(!stderr.contains("error"), "\(stderr)")
    } else {
      #expect(status == 143, "\(stderr)")
    }
  }
}
