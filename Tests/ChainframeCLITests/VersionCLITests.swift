import ChainframeTestSupport
import Foundation
import Testing

/// `chainframe version` names every user preset folder it reads (docs/install.md).
@Suite("Version")
struct VersionCLITests {
  struct FolderCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var create: Bool
    var suffix: String
  }

  @Test(
    "version lists the CHAINFRAME_PRESETS folder, marked absent when it does not exist",
    arguments: [
      FolderCase(testDescription: "A folder with encoding/ is listed as it is", create: true, suffix: ""),
      FolderCase(testDescription: "A missing folder is listed as absent", create: false, suffix: " (absent)"),
    ])
  func presetFolders(_ c: FolderCase) throws {
    let dir = TemporaryDirectory()
    if c.create {
      try FileManager.default.createDirectory(atPath: dir.file("p/encoding"), withIntermediateDirectories: true)
    }
    let r = try ProcessResult.run(
      BuiltBinary.chainframe, ["version"],
      environment: ["CHAINFRAME_PRESETS": dir.file("p"), "XDG_CONFIG_HOME": dir.file("config")])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("presets folder \(dir.file("p"))/encoding\(c.suffix)\n"), "\(r.stdout)")
    #expect(r.stdout.contains("presets folder \(dir.file("config"))/chainframe/presets/encoding (absent)\n"))
  }
}
