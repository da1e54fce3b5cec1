import ChainframeTestSupport
import Foundation
import Testing

/// Every command that reads a Lottie file reads a `.lottie` archive, with `--animation`.
@Suite("chainframe with .lottie archives")
struct DotLottieCLITests {
  static let archive = Fixtures.repositoryPath("Tests/Fixtures/Lottie/dotLottie/swatch.lottie")

  @Test(
    "Commands read the archive's second animation when --animation names it",
    arguments: [
      (["import", archive, "--animation", "second", "-o", "OUT/second.yaml"], "OUT/second.yaml"),
      (["render", archive, "--animation", "second", "-o", "OUT/second.mp4"], "OUT/second.mp4"),
      (["still", archive, "--animation", "second", "--frame", "5", "-o", "OUT/second.png"], "OUT/second.png"),
      (["validate", archive, "--animation", "second"], nil),
      (["info", archive, "--animation", "second"], nil),
    ] as [([String], String?)])
  func secondAnimation(_ arguments: [String], _ output: String?) throws {
    let dir = TemporaryDirectory()
    let r = try BuiltBinary.runChainframe(arguments.map { $0.replacingOccurrences(of: "OUT", with: dir.path) })
    #expect(r.status == 0, "\(r.stderr)")
    if let output {
      #expect(FileManager.default.fileExists(atPath: output.replacingOccurrences(of: "OUT", with: dir.path)))
    }
    if arguments[0] == "info" { #expect(r.stdout.contains("40x30"), "\(r.stdout)") }
    if arguments[0] == "import" {
      let yaml = try String(contentsOfFile: dir.path + "/second.yaml", encoding: .utf8)
      #expect(yaml.contains("width: 40, height: 30"))
    }
  }

  @Test("An unknown animation id exits 65 and lists the archive's ids")
  func unknownAnimation() throws {
    let dir = TemporaryDirectory()
    for arguments in [
      ["render", Self.archive, "--animation", "third", "-o", dir.path + "/x.mp4"],
      ["import", Self.archive, "--animation", "third", "-o", dir.path + "/x.yaml"],
    ] {
      let r = try BuiltBinary.runChainframe(arguments)
      #expect(r.status == 65)
      #expect(r.stderr.contains("no animation \"third\"; it has \"swatch\", \"second\""), "\(r.stderr)")
    }
  }
}
