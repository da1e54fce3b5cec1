import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Parallel render pipeline")
struct PipelineCLITests {
  static let example = Fixtures.repositoryPath("Examples/chain.yaml")

  @Test("Output bytes are identical for --threads 1, 2 and 8", arguments: ["mp4", "mov", "gif", "webm"])
  func threads(_ ext: String) throws {
    let dir = TemporaryDirectory()
    var outputs: [Data] = []
    for t in [1, 2, 8] {
      let out = dir.file("t\(t).\(ext)")
      let r = try BuiltBinary.runChainframe(["render", Self.example, "-o", out, "--threads", "\(t)", "--quiet"])
      #expect(r.status == 0, "\(r.stderr)")
      outputs.append(try #require(FileManager.default.contents(atPath: out)))
    }
    #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
  }

  @Test("--frames renders exactly the range, starting at time 0 with frame A")
  func frameRange() throws {
    let dir = TemporaryDirectory()
    let out = dir.file("r.mp4")
    let r = try BuiltBinary.runChainframe(["render", Self.example, "-o", out, "--frames", "30..59", "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    let decoder = try VideoDecoder(path: out)
    let frames = try decoder.readAll()
    #expect(frames.count == 30)
    for (i, f) in frames.enumerated() { #expect(abs(f.time - Double(i) / 60) < 1e-3) }
    let still = dir.file("s.png")
    _ = try BuiltBinary.runChainframe(["still", Self.example, "--frame", "30", "-o", still])
    let png = try VideoDecoder(path: still).readAll()
    let first = try #require(frames.first)
    let reference = try #require(png.first)
    #expect(ImageCompare.psnr(reference.pixels, first.pixels) > 35)
  }

  @Test("--progress json writes start, progress and done events with stage timings")
  func progressJSON() throws {
    let dir = TemporaryDirectory()
    let r = try BuiltBinary.runChainframe(["render", Self.example, "-o", dir.file("p.mp4"), "--progress", "json"])
    #expect(r.status == 0)
    let lines = r.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("{\"event\": \"start\", \"frames\": 180") == true, "\(lines.first ?? "")")
    #expect(lines.filter { $0.contains("\"event\": \"progress\"") }.count == 6)
    let done = try #require(lines.last)
    #expect(
      done.contains("\"event\": \"done\"") && done.contains("\"stages\": {\"render\": ") && done.contains("\"bytes\": ")
    )
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
    }
  }

  @Test("--report writes timings, settings and library versions; --quiet prints nothing")
  func report() throws {
    let dir = TemporaryDirectory()
    let r = try BuiltBinary.runChainframe([
      "render", Self.example, "-o", dir.file("q.mp4"), "--quiet", "--report", dir.file("r.json"),
    ])
    #expect(r.status == 0 && r.stderr.isEmpty && r.stdout.isEmpty)
    let data = try #require(FileManager.default.contents(atPath: dir.file("r.json")))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((json["frames"] as? [String: Any])?["count"] as? Int == 180)
    #expect((json["stages"] as? [String: Any])?["encode"] != nil)
    #expect((json["libraries"] as? [String: Any])?["libavcodec"] as? String == "59.37.100")
    #expect((json["encoder"] as? [String: Any])?["preset"] as? String == "veryfast")
  }

  @Test("An encoder that fails midway (stdout closed) surfaces its error instead of hanging")
  func encoderFailure() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", "canvas: {width: 640, height: 360, fps: 30, duration: 20}\nlayers: []\n")
    let argv = [BuiltBinary.chainframe, "render", scene, "-o", "-", "--format", "raw"]
    let env = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let process = try SpawnedChild(path: argv[0], argv: argv, env: env, input: false)
    // Read a little, then close our end: the next write fails with EPIPE.
    var buffer = [UInt8](repeating: 0, count: 1000)
    _ = buffer.withUnsafeMutableBytes { read(process.stdoutFD, $0.baseAddress, $0.count) }
    close(process.stdoutFD)
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning, "render hung after its output closed")
    process.terminateIfRunning()
    let status = process.wait()
    let stderr = String(decoding: SpawnedChild.readAll(process.stderrFD), as: UTF8.self)
    #expect(status == 74, "status \(status): \(stderr)")
    #expect(stderr.hasPrefix("chainframe: error: av_interleaved_write_frame"), "\(stderr)")
  }
}

@Suite("Skipping work that cannot change pixels")
struct RepeatFrameTests {
  @Test("A static tail is encoded as repeats and decodes exactly like the last rendered frame")
  func staticTail() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "s.yaml",
      """
      canvas: {width: 64, height: 48, fps: 20, duration: 2, background: "#204060"}
      layers:
        - {type: rect, position: [10, 24], size: [12, 12], animations: [{property: position.x, to: 50, duration: 0.5}]}
      """)
    let apng = dir.file("o.apng")
    let a = try BuiltBinary.runChainframe(["render", scene, "-o", apng, "--quiet", "--report", dir.file("r.json")])
    #expect(a.status == 0, "\(a.stderr)")
    let report = try String(contentsOfFile: dir.file("r.json"), encoding: .utf8)
    #expect(report.contains("\"repeated\": 29"), "\(report)")  // frames 11…39 equal frame 10
    let frames = try VideoDecoder(path: apng).readAll()
    #expect(frames.count == 40)
    let last = try #require(frames.last)
    let settled = frames[10]
    #expect(ImageCompare.psnr(last.pixels, settled.pixels) == .infinity)
  }
}
