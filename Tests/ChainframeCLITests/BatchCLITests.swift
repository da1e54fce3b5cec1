import ChainframeTestSupport
import Foundation
import Testing

/// `render --data`, `render A B -o dir/` and `batch`: one output per job, failures alone,
/// reports that agree, incremental re-runs, and nothing partial on failure or signal.
@Suite("Batch rendering")
struct BatchCLITests {
  static let template = """
    vars: {tint: "#ff8800", label: "hi", x: 10}
    canvas: {width: 64, height: 36, fps: 10, duration: 0.3, background: "#203040"}
    layers:
      - {type: rect, position: ["${x}", 18], size: [20, 20], fill: "${tint}"}
      - {type: text, text: "${label}", position: [32, 18], font: {family: "DejaVu Sans", size: 8}, fill: "#ffffff"}
      - {type: rect, id: spinner, position: [56, 6], size: [6, 6], fill: "#ffffff",
         chain: "rotate(90).spring.thenAfter(0.1).moveY(4).easeInOutCubic.animate(0.2)"}
    """

  /// A CSV of `count` rows (`id,lang,tint,x,label`), row `bad` with the colour 'notacolour'.
  static func rows(_ count: Int, bad: Int? = nil, change: (Int, String)? = nil) -> String {
    var lines = ["id,lang,tint,x,label"]
    for n in 1...count {
      var tint = String(format: "#%02x%02x80", (n * 5) % 256, (255 - n * 3) % 256)
      if n == bad { tint = "notacolour" }
      if let change, change.0 == n { tint = change.1 }
      lines.append("p\(n),\(n % 2 == 0 ? "en" : "fr"),\(tint),\(n % 50),\"row \(n), ok\"")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func statuses(_ report: [String: Any]) -> [String: String] {
    let jobs = report["jobs"] as? [[String: Any]] ?? []
    var map: [String: String] = [:]
    for job in jobs { map[job["id"] as? String ?? "?"] = job["status"] as? String }
    return map
  }

  @Test("A 50-row CSV with one bad row writes 49 outputs identical to single renders and reports the row")
  func fiftyRows() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(50, bad: 17))
    let r = try BuiltBinary.runChainframe(
      [
        "render", scene, "--data", data, "-o", dir.file("out/{id}-{lang}.mp4"), "--report", dir.file("batch.json"),
        "--junit", dir.file("batch.xml"),
      ], in: dir.path)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("row 17 (\(data):18:1): "), "\(r.stderr)")
    #expect(r.stderr.contains("'notacolour' is not a colour"), "\(r.stderr)")
    #expect(r.stderr.contains("t.yaml:4:"), "the scene's file:line:column: \(r.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).filter { $0.hasSuffix(".mp4") }
    #expect(written.count == 49)
    #expect(!written.contains("p17-fr.mp4"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).count == 49, "no cache file beside them")
    for n in [1, 25, 50] {
      let tint = String(format: "#%02x%02x80", (n * 5) % 256, (255 - n * 3) % 256)
      let single = dir.file("single-\(n).mp4")
      let s = try BuiltBinary.runChainframe(
        ["render", scene, "--set", "tint=\(tint)", "--set", "x=\(n % 50)", "--set", "label=row \(n), ok", "-o", single])
      #expect(s.status == 0, "\(s.stderr)")
      let batch = dir.file("out/p\(n)-\(n % 2 == 0 ? "en" : "fr").mp4")
      #expect(FileManager.default.contents(atPath: batch) == FileManager.default.contents(atPath: single), "row \(n)")
    }
    // The JSON and JUnit reports agree.
    let report = try Self.json(dir.file("batch.json"))
    let statuses = Self.statuses(report)
    #expect(statuses.count == 50)
    #expect(statuses.filter { $0.value == "rendered" }.count == 49)
    #expect(statuses["row-17"] == "failed")
    #expect(report["failed"] as? Int == 1 && report["rendered"] as? Int == 49)
    let jobs = try #require(report["jobs"] as? [[String: Any]])
    let message = try #require(jobs[16]["message"] as? String)
    #expect(message.hasPrefix("row 17 "))
    let xml = try String(contentsOfFile: dir.file("batch.xml"), encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 50)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
    #expect(xml.contains("tests=\"50\" failures=\"1\""))
    #expect(xml.contains("name=\"row-17: \(dir.file("out/p17-fr.mp4"))\""), "\(xml)")
    let escaped = message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&apos;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    #expect(xml.contains("<failure message=\"\(escaped)\""), "\(xml)")
  }

  @Test("--skip-unchanged renders nothing on an unchanged re-run and only the changed row after an edit")
  func skipUnchanged() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(6))
    let args = ["render", scene, "--data", data, "-o", "out/{id}.gif", "--skip-unchanged", "--report", "r.json"]
    let first = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(Set(Self.statuses(try Self.json(dir.file("r.json"))).values) == ["rendered"])
    func mtimes() throws -> [String: Date] {
      var map: [String: Date] = [:]
      for n in 1...6 {
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.file("out/p\(n).gif"))
        map["p\(n)"] = attributes[.modificationDate] as? Date
      }
      return map
    }
    // Dates far in the past: any rewrite changes them, without waiting for the clock to tick.
    for n in 1...6 {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: Double(n) * 1000)], ofItemAtPath: dir.file("out/p\(n).gif"))
    }
    let before = try mtimes()
    let again = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Set(Self.statuses(try Self.json(dir.file("r.json"))).values) == ["skipped"])
    #expect(try mtimes() == before)
    dir.write("rows.csv", Self.rows(6, change: (4, "#123456")))
    let edited = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(edited.status == 0, "\(edited.stderr)")
    let statuses = Self.statuses(try Self.json(dir.file("r.json")))
    #expect(statuses["row-4"] == "rendered")
    #expect(statuses.filter { $0.value == "skipped" }.count == 5)
    let after = try mtimes()
    #expect(after.filter { before[$0.key] != $0.value }.map(\.key) == ["p4"])
  }

  @Test("A template that maps two rows to one file is refused before any work, naming both rows")
  func collision() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(4))
    let r = try BuiltBinary.runChainframe(["render", scene, "--data", data, "-o", "out/{lang}.mp4"], in: dir.path)
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.contains("row 1 and row 3 would both write 'out/fr.mp4'"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("out")))
  }

  @Test("A row value with a path separator or '..' fails that row alone", arguments: ["../up", "a/b", "..", "x\\y"])
  func refusedValue(_ value: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", "id,x\nok,5\n\"\(value)\",6\n")
    let r = try BuiltBinary.runChainframe(["render", scene, "--data", data, "-o", "out/{id}.mp4"], in: dir.path)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("row 2 ("), "\(r.stderr)")
    #expect(r.stderr.contains("refused in an output path"), "\(r.stderr)")
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted() == [
        "out", "out/ok.mp4", "rows.csv", "t.yaml",
      ])
  }

  @Test("A manifest's bad job fails alone and is named by its line; the others are written")
  func manifest() throws {
    let dir = TemporaryDirectory()
    dir.write("t.yaml", Self.template)
    dir.write(
      "jobs.yaml",
      """
      jobs:
        - {scene: t.yaml, output: m/one.gif, vars: {tint: "#0000ff"}}
        - {scene: t.yaml, output: m/two.mp4, frames: "0..1"}
        - {scene: t.yaml, output: m/three.mp4, vars: {tint: nope}}
      """)
    let r = try BuiltBinary.runChainframe(["batch", "jobs.yaml", "--progress", "json"], in: dir.path)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("jobs.yaml line 4 ("), "\(r.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("m")).sorted() == [
        "one.gif", "two.mp4",
      ])
    let events = r.stderr.split(separator: "\n")
    #expect(events.count > 6)
    for line in events {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["job"] is String, "no job id: \(line)")
    }
  }

  @Test("Several scenes render into a folder under their base names")
  func severalScenes() throws {
    let dir = TemporaryDirectory()
    let a = dir.write("a.yaml", Self.template)
    let b = dir.write("b.yaml", Self.template)
    let r = try BuiltBinary.runChainframe(["render", a, b, "-o", dir.file("previews/"), "--format", "gif"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("previews")).sorted() == [
        "a.gif", "b.gif",
      ])
  }

  @Test("SIGTERM stops a batch with 143 and leaves no partial output")
  func sigterm() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "long.yaml",
      """
      vars: {c: "#ff8800"}
      canvas: {width: 640, height: 360, fps: 30, duration: 600, background: "#203040"}
      layers:
        - {type: rect, position: [100, 180], size: [200, 200], fill: "${c}", animations: [{property: position.x, to: 540, duration: 600}]}
      """)
    let data = dir.write("rows.csv", "id,c\na,#ff0000\nb,#00ff00\nc,#0000ff\n")
    // A job's start event means the batch made its output folder and is drawing frames.
    let batch = try WatchedProcess(
      ["render", scene, "--data", data, "-o", dir.file("out/{id}.mp4"), "--progress", "json"])
    #expect(batch.waitForStandardError(containing: "\"event\": \"start\""), "no job started")
    #expect(batch.isRunning, "the batch finished before the signal")
    kill(batch.pid, SIGTERM)
    let (status, stderr) = batch.finish()
    #expect(status == 143, "\(stderr)")
    let left = try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted()
    #expect(left == ["long.yaml", "rows.csv"], "left behind (the output folder the batch made goes too): \(left)")
  }

  @Test("validate --data checks every row without rendering and names the bad one")
  func validateRows() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(5, bad: 3))
    let r = try BuiltBinary.runChainframe(["validate", "--data", data, scene], in: dir.path)
    #expect(r.status == 65, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[2].hasPrefix("row 3 (\(data):4:1): ") && lines[2].contains("'notacolour' is not a colour"))
    #expect(lines.filter { $0.hasPrefix("ok: row ") }.count == 4)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["rows.csv", "t.yaml"])
  }

  @Test("--fail-fast stops at the first failed job: later jobs are cancelled and not written")
  func failFast() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(40, bad: 1))
    let r = try BuiltBinary.runChainframe(
      ["render", scene, "--data", data, "-o", "out/{id}.mp4", "--fail-fast", "--threads", "1", "--report", "r.json"],
      in: dir.path)
    #expect(r.status == 2, "\(r.stderr)")
    let statuses = Self.statuses(try Self.json(dir.file("r.json")))
    #expect(statuses["row-1"] == "failed")
    #expect(statuses.filter { $0.value == "cancelled" }.count == 39, "\(statuses)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("out")))
  }

  @Test("--skip-unchanged skips a complete image sequence and re-renders one with a missing frame")
  func skipUnchangedSequence() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(2))
    let args = ["render", scene, "--data", data, "-o", "out/{id}/%03d.png", "--skip-unchanged", "--report", "r.json"]
    let first = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("out/p1")).filter { $0.hasSuffix(".png") }.count == 3
    )
    let again = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(again.status == 0, "\(again.stderr)")
    let report = try Self.json(dir.file("r.json"))
    #expect(Self.statuses(report) == ["row-1": "skipped", "row-2": "skipped"])
    let jobs = try #require(report["jobs"] as? [[String: Any]])
    #expect((jobs[0]["bytes"] as? Int ?? 0) > 0, "a skipped sequence reports the size of its frames")
    try FileManager.default.removeItem(atPath: dir.file("out/p2/001.png"))
    let repaired = try BuiltBinary.runChainframe(args, in: dir.path)
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(Self.statuses(try Self.json(dir.file("r.json"))) == ["row-1": "skipped", "row-2": "rendered"])
    #expect(FileManager.default.fileExists(atPath: dir.file("out/p2/001.png")))
  }

  @Test("A failed job leaves no folder behind that the batch created for it")
  func noEmptyFolders() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(3, bad: 2))
    for output in ["out/{id}/clip.mp4", "seq/{id}/%03d.png"] {
      let r = try BuiltBinary.runChainframe(["render", scene, "--data", data, "-o", output], in: dir.path)
      #expect(r.status == 2, "\(r.stderr)")
      let root = String(output.prefix(3))
      let folders = try FileManager.default.contentsOfDirectory(atPath: dir.file(root)).sorted()
      #expect(folders.filter { !$0.hasPrefix(".") } == ["p1", "p3"], "\(output)")
    }
  }

  @Test(
    "A --report or --junit path that is a job's scene, the rows file or an output is refused before any work",
    arguments: ["t.yaml", "rows.csv", "out/p1.mp4"])
  func reportCollision(_ target: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("t.yaml", Self.template)
    let data = dir.write("rows.csv", Self.rows(2))
    let before = try Data(contentsOf: URL(fileURLWithPath: dir.file(target == "out/p1.mp4" ? "t.yaml" : target)))
    for flag in ["--report", "--junit"] {
      let r = try BuiltBinary.runChainframe(
        ["render", scene, "--data", data, "-o", "out/{id}.mp4", flag, target], in: dir.path)
      #expect(r.status == 73, "\(flag) \(target): \(r.stderr)")
      #expect(r.stderr.contains("the \(flag) file"), "\(r.stderr)")
      #expect(!FileManager.default.fileExists(atPath: dir.file("out/p2.mp4")), "refused before any work")
    }
    let after = try Data(contentsOf: URL(fileURLWithPath: dir.file(target == "out/p1.mp4" ? "t.yaml" : target)))
    #expect(before == after)
  }

  @Test("A --report path that is an asset of a job is refused and the asset kept")
  func reportOverAsset() throws {
    let dir = TemporaryDirectory()
    let logo = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Scenes/invalid/assets/real.png")))
    _ = FileManager.default.createFile(atPath: dir.file("logo.png"), contents: logo)
    let scene = dir.write(
      "t.yaml",
      Self.template + "\n  - {type: image, src: logo.png, position: [10, 10], size: [8, 8]}\n")
    let data = dir.write("rows.csv", Self.rows(1))
    let r = try BuiltBinary.runChainframe(
      ["render", scene, "--data", data, "-o", "out/{id}.mp4", "--report", "logo.png"], in: dir.path)
    #expect(r.status == 73, "\(r.stderr)")
    #expect(r.stderr.contains("an asset of a job"), "\(r.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("logo.png"))) == logo)
  }
}
