import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe verify")
struct VerifyTests {
  /// A 30 fps, 2 s scene: a square that starts moving at 0.5 s (frame 15), a bar, and a dot
  /// whose colour changes at 1 s (frame 30).
  static func scene(
    delay: Double = 0.5, y: Double = 24, colour: String = "#ff0000", bar: Bool = true, duration: Double = 2
  ) -> String {
    """
    canvas: {width: 96, height: 64, fps: 30, duration: \(duration), background: "#102030"}
    layers:
      - {type: rect, id: square, position: [16, \(y)], size: [16, 16], fill: white,
         animations: [{property: position.x, to: 80, duration: 1, delay: \(delay)}]}
    \(bar ? "  - {type: rect, id: bar, position: [48, 56], size: [80, 6], fill: \"#40c080\"}" : "")
      - {type: rect, id: dot, position: [80, 10], size: [8, 8], fill: "#2060ff",
         animations: [{property: fill, to: "\(colour)", duration: 0, delay: 1}]}
    """
  }

  /// Renders `text` to a lossless APNG reference and returns its path.
  static func reference(_ dir: TemporaryDirectory, _ text: String, name: String = "ref") throws -> String {
    let scene = dir.write("\(name).yaml", text)
    let out = dir.file("\(name).apng")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", out, "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    return out
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let reference: String
    let extra: [String]
    let firstDivergent: Int?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "an identical render passes", reference: scene(), extra: [], firstDivergent: nil),
    Case(
      name: "a one-frame time shift fails where motion starts", reference: scene(delay: 0.5 + 1.0 / 30), extra: [],
      firstDivergent: 16),
    Case(
      name: "a 0.5 px translation fails from frame 0", reference: scene(y: 24.5), extra: ["--min-psnr", "40"],
      firstDivergent: 0),
    Case(
      name: "a colour change of one layer fails where it changes", reference: scene(colour: "#ffff00"), extra: [],
      firstDivergent: 30),
    Case(name: "a missing layer fails from frame 0", reference: scene(bar: false), extra: [], firstDivergent: 0),
  ]

  @Test("Verification names the right first divergent frame", arguments: cases)
  func firstDivergent(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let ref = try Self.reference(dir, c.reference)
    let scene = dir.write("s.yaml", Self.scene())
    let r = try BuiltBinary.runChainframe(
      ["verify", scene, "--reference", ref, "--report", dir.file("r.json")] + c.extra)
    let data = try #require(FileManager.default.contents(atPath: dir.file("r.json")))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    if let frame = c.firstDivergent {
      #expect(r.status == 1, "\(r.stdout)\n\(r.stderr)")
      #expect((report["firstDivergent"] as? [String: Any])?["frame"] as? Int == frame, "\(r.stdout)")
      #expect(r.stderr.contains("first divergent frame \(frame)"))
    } else {
      #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
      #expect(report["passed"] as? Bool == true)
    }
    #expect(report["framesCompared"] as? Int == 60)
  }

  @Test("A different frame count is an explicit failure, not a truncation")
  func frameCount() throws {
    let dir = TemporaryDirectory()
    let ref = try Self.reference(dir, Self.scene(duration: 1.9))
    let r = try BuiltBinary.runChainframe(["verify", dir.write("s.yaml", Self.scene()), "--reference", ref])
    #expect(r.status == 1)
    #expect(r.stderr.contains("frame count differs: the reference has 3 fewer frame(s)"), "\(r.stderr)")
  }

  @Test("Size and rate mismatches are explicit failures")
  func sizeAndRate() throws {
    let dir = TemporaryDirectory()
    let ref = try Self.reference(dir, Self.scene().replacingOccurrences(of: "width: 96", with: "width: 98"))
    let r = try BuiltBinary.runChainframe(["verify", dir.write("s.yaml", Self.scene()), "--reference", ref])
    #expect(r.status == 1 && r.stderr.contains("size differs: "), "\(r.stderr)")
    let ref2 = try Self.reference(dir, Self.scene().replacingOccurrences(of: "fps: 30", with: "fps: 25"), name: "ref25")
    let r2 = try BuiltBinary.runChainframe(["verify", dir.file("s.yaml"), "--reference", ref2])
    #expect(r2.status == 1 && r2.stderr.contains("frame rate differs"), "\(r2.stderr)")
  }

  @Test("A corrupt or truncated reference is a data error (65), not a crash")
  func corrupt() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene())
    let full = dir.file("full.mp4")
    _ = try BuiltBinary.runChainframe(["render", scene, "-o", full, "--quiet"])
    let data = try #require(FileManager.default.contents(atPath: full))
    _ = FileManager.default.createFile(atPath: dir.file("cut.mp4"), contents: data.prefix(data.count / 3))
    _ = FileManager.default.createFile(atPath: dir.file("junk.mp4"), contents: Data("not a video".utf8))
    for name in ["cut.mp4", "junk.mp4"] {
      let r = try BuiltBinary.runChainframe(["verify", scene, "--reference", dir.file(name)])
      // A damaged file is bad data (65), not a missing one (66).
      #expect(r.status == 65, "\(name): \(r.status) \(r.stderr)")
      #expect(r.stderr.hasPrefix("chainframe: error: ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
  }

  @Test("Video-to-video verification, JUnit and artifacts")
  func videosAndArtifacts() throws {
    let dir = TemporaryDirectory()
    let a = try Self.reference(dir, Self.scene(), name: "a")
    let b = try Self.reference(dir, Self.scene(colour: "#ffff00"), name: "b")
    let r = try BuiltBinary.runChainframe([
      "verify", a, "--reference", b, "--junit", dir.file("j.xml"), "--artifacts", dir.file("art"),
    ])
    #expect(r.status == 1 && r.stderr.contains("first divergent frame 30"), "\(r.stderr)")
    let junit = try String(contentsOfFile: dir.file("j.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuite ") && junit.contains("failures=\"1\"") && junit.contains("<failure message="))
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.file("art")).sorted()
    #expect(
      files.contains("first-divergent-frame30-side-by-side.png") && files.contains("first-divergent-frame30-diff.png"),
      "\(files)")
  }

  @Test("PSNR and SSIM agree with FFmpeg's psnr and ssim filters within 0.01 dB and 0.0005")
  func agreesWithFFmpeg() throws {
    let dir = TemporaryDirectory()
    let pairs = [("hello.yaml", 20, 21), ("chain.yaml", 40, 41), ("chain.yaml", 5, 90)]
    for (name, i, j) in pairs {
      let scene = Fixtures.repositoryPath("Examples/\(name)")
      _ = try BuiltBinary.runChainframe(["still", scene, "--frame", "\(i)", "-o", dir.file("a.png")])
      _ = try BuiltBinary.runChainframe(["still", scene, "--frame", "\(j)", "-o", dir.file("b.png")])
      _ = try BuiltBinary.runChainframe([
        "verify", dir.file("a.png"), "--reference", dir.file("b.png"), "--report", dir.file("r.json"),
      ])
      let data = try #require(FileManager.default.contents(atPath: dir.file("r.json")))
      let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let ours = try #require((report["frames"] as? [[String: Any]])?.first)
      func ffmpeg(_ filter: String, _ key: String) throws -> Double {
        let out = try ProcessResult.run(
          "/usr/bin/ffmpeg",
          [
            "-i", dir.file("a.png"), "-i", dir.file("b.png"), "-lavfi",
            "[0:v]format=gbrp[x];[1:v]format=gbrp[y];[x][y]\(filter)", "-f", "null", "-",
          ])
        guard let range = out.stderr.range(of: key) else { return .nan }
        return Double(out.stderr[range.upperBound...].prefix { "0123456789.".contains($0) }) ?? .nan
      }
      let psnr = try ffmpeg("psnr", "average:")
      let ssim = try ffmpeg("ssim", "All:")
      #expect(
        abs((ours["psnr"] as? Double ?? 0) - psnr) < 0.01,
        "\(name) \(i)/\(j): ours \(ours["psnr"] ?? "?") vs FFmpeg \(psnr)")
      #expect(
        abs((ours["ssim"] as? Double ?? 0) - ssim) < 0.0005,
        "\(name) \(i)/\(j): ours \(ours["ssim"] ?? "?") vs FFmpeg \(ssim)")
    }
  }
}

@Suite("chainframe verify --html")
struct VerifyHTMLTests {
  @Test("The HTML report opens in headless Chromium with its plot and thumbnails")
  func chromium() throws {
    let dir = TemporaryDirectory()
    let ref = try VerifyTests.reference(dir, VerifyTests.scene(colour: "#ffff00"))
    let scene = dir.write("s.yaml", VerifyTests.scene())
    let html = dir.file("report.html")
    let r = try BuiltBinary.runChainframe(["verify", scene, "--reference", ref, "--html", html])
    #expect(r.status == 1)
    let text = try String(contentsOfFile: html, encoding: .utf8)
    #expect(!text.contains("http://") && !text.contains("https://"), "the report must be self-contained")
    let dom = try ProcessResult.run(
      "/usr/bin/chromium",
      ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + html])
    // The page's own script counts decoded thumbnails and plotted points after load.
    #expect(dom.stdout.contains("data-thumbnails=\"6\""), "\(dom.stdout.prefix(300)) \(dom.stderr.suffix(300))")
    #expect(dom.stdout.contains("data-plot-points=\"60\""))
    #expect(dom.stdout.contains("first divergent frame 30"))
  }
}
