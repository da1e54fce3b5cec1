import ChainframeTestSupport
import Foundation
import Testing

/// The bad-input corpus (Tests/Fixtures/Scenes/invalid): every file, rendered through the
/// binary, fails with the expected exit code and one error line naming the file, line,
/// column and problem, and writes nothing.
@Suite("Invalid scene corpus")
struct InvalidCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let file: String
    let status: Int32
    let location: String
    let message: String
    var testDescription: String { file }
  }

  static let folder = Fixtures.path("Scenes/invalid")

  static let cases: [Case] = {
    let text = (try? String(contentsOfFile: folder + "/EXPECTED.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count == 4, let status = Int32(f[1]) else { return nil }
      return Case(file: f[0], status: status, location: f[2], message: f[3])
    }
  }()

  @Test("The corpus has at least 60 files and every file has an expectation")
  func corpusIsComplete() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0 != "EXPECTED.tsv" && $0 != "assets" }
    #expect(files.count >= 60)
    #expect(Set(files) == Set(Self.cases.map(\.file)))
  }

  @Test("Each bad scene fails with its message, location and exit code, and writes nothing", arguments: cases)
  func failsCleanly(_ c: Case) throws {
    let out = TemporaryDirectory()
    let target = out.file("out.mp4")
    let result = try BuiltBinary.runChainframe(["render", c.file, "-o", target], in: Self.folder)
    #expect(result.status == c.status, "\(result.stderr)")
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("chainframe: error:") }
    #expect(errors.count == 1, "\(result.stderr)")
    let line = errors.first.map(String.init) ?? ""
    if c.location != "-" { #expect(line.contains("\(c.file):\(c.location): "), "\(line)") }
    #expect(line.contains(c.message), "\(line)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
  }

  @Test("A 50 MB scene is refused before it is parsed, and nothing is written")
  func hugeFile() throws {
    let dir = TemporaryDirectory()
    let scene = dir.file("huge.yaml")
    var text = "canvas: {width: 64, height: 64, fps: 30, duration: 1}\nlayers:\n"
    let layer = "  - {type: rect, size: [10, 10], fill: \"#ff0000\", rotation: 0}\n"
    text += String(repeating: layer, count: 50_000_000 / layer.utf8.count)
    try text.write(toFile: scene, atomically: true, encoding: .utf8)
    let result = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("out.mp4")])
    #expect(result.status == 65)
    #expect(result.stderr.contains("huge.yaml' is 47 MiB, more than the 16 MiB limit"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("out.mp4")))
  }
}
