import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe validate")
struct ValidateCLITests {
  @Test("Valid scenes exit 0; any invalid one exits 65 with every problem listed; nothing is written")
  func validate() throws {
    let dir = TemporaryDirectory()
    let bad = dir.write(
      "bad.yaml", "canvas: {width: 0, height: 64, fps: 500, duration: 1}\nlayers:\n  - {type: rectangle}\n")
    let ok = try BuiltBinary.runChainframe([
      "validate", Fixtures.repositoryPath("Examples/hello.yaml"), Fixtures.repositoryPath("Examples/chain.yaml"),
    ])
    #expect(ok.status == 0 && ok.stdout.contains("ok: "), "\(ok.stderr)")
    let r = try BuiltBinary.runChainframe(["validate", Fixtures.repositoryPath("Examples/hello.yaml"), bad])
    #expect(r.status == 65)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("\(bad):1:") && $0.contains("canvas.width") })
    #expect(lines.contains { $0.contains("canvas.fps") })
    #expect(lines.contains { $0.hasPrefix("\(bad):3:") && $0.contains("did you mean 'rect'?") })
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.yaml"])
  }

  @Test("--set and --vars feed the scene's variables")
  func variables() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "v.yaml", "vars: {w: 64}\ncanvas: {width: \"${w}\", height: 64, fps: 10, duration: 1}\nlayers: []\n")
    #expect(try BuiltBinary.runChainframe(["validate", scene, "--set", "w=128"]).status == 0)
    let file = dir.write("vars.json", "{\"w\": 20000}")
    let r = try BuiltBinary.runChainframe(["validate", scene, "--vars", file])
    #expect(r.status == 65 && r.stdout.contains("canvas.width: 20000 is out of range"), "\(r.stdout)")
  }
}
