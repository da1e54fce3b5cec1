import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// Signals stop every kind of render within a second, and temporaries of dead processes are
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

  @Test("A signal stops the render within a second with 130 or 143 and leaves nothing", arguments: cases)
  func stops(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("long.yaml", Self.long)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BuiltBinary.chainframe)
    process.arguments = ["render", scene, "-o", dir.file(c.output), "-q"]
    let err = Pipe()
    process.standardError = err
    try process.run()
    Thread.sleep(forTimeInterval: 1.5)
    #expect(process.isRunning, "the render finished before the signal")
    let sent = Date()
    kill(process.processIdentifier, c.signal)
    while process.isRunning && Date().timeIntervalSince(sent) < 10 { Thread.sleep(forTimeInterval: 0.01) }
    let took = Date().timeIntervalSince(sent)
    process.waitUntilExit()
    // The watchdog exits 0.7 s after the signal; typical stops take 20–40 ms. The bound leaves
    // room for a loaded CI machine while still catching a render that ignores signals.
    #expect(took < 2.0, "took \(took) s to stop")
    #expect(process.terminationStatus == (c.signal == SIGINT ? 130 : 143))
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(stderr.contains("interrupted"), "\(stderr)")
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}
