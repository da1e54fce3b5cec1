import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// `chainframe cluster` checks the format when it writes the job files, and the job files of
/// GIF and PNG sequences (chunked through frames) join to the one-machine bytes.
@Suite("Cluster job files: formats")
struct ClusterFormatCLITests {
  static let scene = """
    canvas: {width: 40, height: 30, fps: 10, duration: 1}
    layers:
      - {type: rect, id: r, position: [20, 15], size: [14, 14], fill: "#ff8000",
         animations: [{property: rotation, from: 0, to: 90, duration: 0.6}]}

    """

  static func run(_ words: [String], environment: [String: String]) throws {
    let r = try ProcessResult.run(words[0], Array(words.dropFirst()), environment: environment)
    #expect(r.status == 0, "\(words.joined(separator: " ")): \(r.stderr)")
  }

  @Test(
    "Formats that cannot chunk, or a video that cannot hold the chunks' format, are refused at generation",
    arguments: [
      (["--video", "final.y4m"], "y4m cannot be rendered in chunks"),
      (["--video", "final.mp4", "--render-flags=--format av1"], "av1 cannot be rendered in chunks"),
      (["--video", "final.mp4", "--render-flags=--format gif"], "the chunks are gif"),
      (["--video", "frames.png"], "numbered pattern"),
    ])
  func refused(arguments: [String], message: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe(
      ["cluster", "slurm", scene, "--chunks", "2", "-o", dir.file("jobs")] + arguments)
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("jobs/render.sbatch")))
  }

  @Test("A GIF named by --video alone is rendered as GIF chunks that join to the one-machine bytes")
  func gif() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let one = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("one.gif")])
    #expect(one.status == 0, "\(one.stderr)")
    let jobs = try BuiltBinary.runChainframe([
      "cluster", "slurm", scene, "--chunks", "3", "-o", dir.file("jobs"), "--parts", dir.file("parts"),
      "--video", dir.file("final.gif"), "--command", BuiltBinary.chainframe,
    ])
    #expect(jobs.status == 0, "\(jobs.stderr)")
    let render = try String(contentsOfFile: dir.file("jobs/render.sbatch"), encoding: .utf8)
    #expect(render.contains("'--format' 'gif'"), "\(render)")
    for i in [2, 0, 1] {
      try Self.run(
        ["/bin/sh", dir.file("jobs/render.sbatch")],
        environment: ["SLURM_ARRAY_TASK_ID": String(i), "SLURM_ARRAY_TASK_COUNT": "3"])
    }
    try Self.run(["/bin/sh", dir.file("jobs/join.sbatch")], environment: [:])
    let joined = FileManager.default.contents(atPath: dir.file("final.gif"))
    #expect(joined != nil && joined == FileManager.default.contents(atPath: dir.file("one.gif")))
  }

  @Test("A PNG sequence rendered in chunks and joined on the command line has the one-machine files")
  func pngSequence() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let one = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("one/%03d.png")])
    #expect(one.status == 0, "\(one.stderr)")
    for i in 0..<4 {
      let r = try BuiltBinary.runChainframe([
        "render", scene, "--chunk", "\(i)/4", "--format", "png-sequence", "-o", dir.file("parts"),
      ])
      #expect(r.status == 0, "\(r.stderr)")
    }
    let join = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("joined/%03d.png")])
    #expect(join.status == 0, "\(join.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.file("one")).sorted()
    #expect(names.count == 10)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("joined")).sorted() == names)
    for name in names {
      #expect(
        FileManager.default.contents(atPath: dir.file("joined/" + name))
          == FileManager.default.contents(atPath: dir.file("one/" + name)), "\(name)")
    }
    // A second join into the same folder needs --overwrite.
    let again = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("joined/%03d.png")])
    #expect(again.status != 0)
    let forced = try BuiltBinary.runChainframe([
      "join", dir.file("parts"), "-o", dir.file("joined/%03d.png"), "--overwrite",
    ])
    #expect(forced.status == 0, "\(forced.stderr)")
  }
}
