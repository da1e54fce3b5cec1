import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// Signals stop every kind of render and leave nothing, and temporaries of dead processes are
/// cleaned by the next run.
@Suite("Signals and leftovers")
struct SignalStopTests {
  static let long = """
    canvas: {width: 640, height: 360, fps: 30, duration: 600, background: "#203040"}
    layers:
      - {type: rect, position: [100, 180], size: [200, 200], fill: "#ff8800", animations: [{property: position.x, to: 540, duration: 600}]}
    """

  struct Case: Sendable, CustomTestStringConvertible {
    let output: String
    let signal: Int32
    var testDescription: String { "\(output) on \(signal == SIGINT ? "SIGINT" : "SIGTERM")" }
  }

  static let cases: [Case] = ["out.webm", "out.apng", "out.gif", "out.mp4", "frames/%05d.png"].flatMap { o in
    [SIGINT, SIGTERM].map { Case(output: o, signal: $0) }
  }

  @Test("A signal mid-render stops it with 130 or 143, says so, and leaves nothing", arguments: cases)
  func stops(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("long.yaml", Self.long)
    // The start event comes after the checks, once frames are being drawn and the temporary
    // output exists: the signal lands mid-render on any machine, however loaded.
    let render = try WatchedProcess(["render", scene, "-o", dir.file(c.output), "--progress", "json"])
    let started = render.waitForStandardError(containing: "{\"event\": \"start\"")
    #expect(started, "the render never started")
    #expect(render.isRunning, "the 600 s render finished before the signal")
    kill(render.pid, c.signal)
    let (status, stderr) = render.finish()
    #expect(status == (c.signal == SIGINT ? 130 : 143))
    #expect(stderr.contains("interrupted"), "\(stderr)")
    #expect(!stderr.contains("\"event\": \"done\""), "\(stderr)")
    let left = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0 != "frames" }
    #expect(left == ["long.yaml"], "left behind: \(left)")
  }

  @Test("Temporaries of dead processes on this host are removed; live or foreign ones stay")
  func staleTemporaries() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 32, height: 32, fps: 10, duration: 0.2}\nlayers: []\n")
    let finished = try ProcessResult.run("/bin/true", [])
    #expect(finished.status == 0)
    let dead = try Self.deadPID()
    let live = ProcessInfo.processInfo.processIdentifier
    let host = TemporaryName.host
    let stale = ".out.mp4.cf-\(host)-\(dead)-1a2b.partial"
    let mine = ".out.mp4.cf-\(host)-\(live)-1a2b.partial"
    let foreign = ".out.mp4.cf-\(host)x-\(dead)-1a2b.partial"
    let unrelated = ".notes.partial"
    for name in [stale, mine, foreign, unrelated] {
      dir.write(name, "x")
      // Real leftovers carry Chainframe's marker; a look-alike without it is kept
      // (OutputGuardCLITests).
      TemporaryName.mark(dir.file(name))
    }
    let result = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("out.mp4"), "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
    #expect(!names.contains(stale))
    #expect(names.isSuperset(of: [mine, foreign, unrelated, "out.mp4", "s.yaml"]))
  }

  @Test("--overwrite replaces an earlier sequence's frames, removes its extra frames and keeps other files")
  func overwriteSequence() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 32, height: 32, fps: 10, duration: 0.3}\nlayers: []\n")
    try FileManager.default.createDirectory(atPath: dir.file("f"), withIntermediateDirectories: false)
    for name in ["0000.png", "0001.png", "0007.png", "keep.txt", "frame.png"] { dir.write("f/" + name, "old") }
    let result = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("f/%04d.png"), "--overwrite", "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.file("f")).sorted()
    #expect(names == ["0000.png", "0001.png", "0002.png", "frame.png", "keep.txt"])
    #expect(FileManager.default.contents(atPath: dir.file("f/keep.txt")) == Data("old".utf8))
    #expect(FileManager.default.contents(atPath: dir.file("f/0000.png")) != Data("old".utf8))
  }

  /// A process id that no longer runs.
  static func deadPID() throws -> Int32 {
    let process = try SpawnedChild(path: "/bin/true", argv: ["/bin/true"], env: [], input: false)
    _ = process.wait()
    _ = SpawnedChild.readAll(process.stdoutFD)
    _ = SpawnedChild.readAll(process.stderrFD)
    return process.pid
  }
}
