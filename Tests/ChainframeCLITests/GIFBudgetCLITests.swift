import ChainframeTestSupport
import Foundation
import Testing

/// `--max-bytes` and `--target-ssim`: the search meets the budget, says what it chose (also in
/// --report) and fails with the smallest size when the budget cannot be met.
@Suite("GIF budget flags")
struct GIFBudgetCLITests {
  /// A gradient background and a moving ball: small enough for many trial encodes.
  static let scene = (try? String(contentsOfFile: Fixtures.path("Scenes/gif-budget-ball.yaml"), encoding: .utf8)) ?? ""

  @Test("A reachable size budget is met and reported; an unreachable one names the smallest size")
  func maxBytes() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let plain = try BuiltBinary.runChainframe(["render", path, "-o", dir.file("plain.gif")])
    #expect(plain.status == 0, "\(plain.stderr)")
    let full = try #require(try FileManager.default.attributesOfItem(atPath: dir.file("plain.gif"))[.size] as? Int)
    let budget = full * 2 / 3
    let run = try BuiltBinary.runChainframe([
      "render", path, "-o", dir.file("b.gif"), "--max-bytes", "\(budget)", "--report", dir.file("r.json"),
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: dir.file("b.gif"))[.size] as? Int)
    #expect(size <= budget && size > 0)
    #expect(run.stderr.contains("GIF budget:"), "\(run.stderr)")
    let report = try String(contentsOfFile: dir.file("r.json"), encoding: .utf8)
    #expect(report.contains("\"gifBudget\": {") && report.contains("\"bytes\": \(size)"), "\(report)")
    let tiny = try BuiltBinary.runChainframe(["render", path, "-o", dir.file("t.gif"), "--max-bytes", "100"])
    #expect(tiny.status == 64 && tiny.stderr.contains("--max-bytes") && tiny.stderr.contains("smallest GIF"))
    #expect(!FileManager.default.fileExists(atPath: dir.file("t.gif")))
    let mp4 = try BuiltBinary.runChainframe(["render", path, "-o", dir.file("x.mp4"), "--max-bytes", "1MB"])
    #expect(mp4.status == 64 && mp4.stderr.contains("GIF output only"), "\(mp4.stderr)")
  }

  @Test("An SSIM target is reached by a GIF no larger than the full-quality one")
  func targetSSIM() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let run = try BuiltBinary.runChainframe([
      "render", path, "-o", dir.file("s.gif"), "--target-ssim", "0.9", "--report", dir.file("r.json"),
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try String(contentsOfFile: dir.file("r.json"), encoding: .utf8)
    let ssim = report.components(separatedBy: "\"ssim\": ").dropFirst().first.flatMap { Double($0.prefix(8)) }
    #expect((ssim ?? 0) >= 0.9, "\(report)")
  }

  @Test("A budget render shows its trial encodes as progress and reports real stage times")
  func progressAndStages() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let run = try BuiltBinary.runChainframe([
      "render", path, "-o", dir.file("b.gif"), "--max-bytes", "5000", "--progress", "json", "--report",
      dir.file("r.json"),
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    let trials = lines.filter { $0.hasPrefix("{\"event\": \"trial\"") }
    let report = try String(contentsOfFile: dir.file("r.json"), encoding: .utf8)
    let count = report.components(separatedBy: "\"trials\": ").dropFirst().first.flatMap {
      Int($0.prefix { $0.isNumber })
    }
    #expect(trials.count == count && trials.count > 1, "\(run.stderr)")
    #expect(trials.first?.contains("\"trial\": 1, ") == true)
    #expect(lines.contains { $0.hasPrefix("{\"event\": \"progress\"") }, "\(run.stderr)")
    // Stage times: the encode stage of the trials is measured, and the scoring has its own.
    let stages = report.components(separatedBy: "\"stages\": ").dropFirst().first ?? ""
    let encode = stages.components(separatedBy: "\"encode\": ").dropFirst().first.flatMap { Double($0.prefix(5)) }
    #expect((encode ?? 0) > 0 && stages.contains("\"score\": "), "\(report)")
    #expect(report.contains("\"paletteStats\": "), "\(report)")
  }
}
