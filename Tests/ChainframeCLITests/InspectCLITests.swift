import ChainframeTestSupport
import Foundation
import Testing

/// `info`, `fonts`, `still --frame last` and `keyframes plot`.
@Suite("Inspecting without rendering")
struct InspectCLITests {
  static let hello = Fixtures.repositoryPath("Examples/hello.yaml")

  @Test("info --json gives timing, layers with animated properties and an estimate per preset")
  func infoJSON() throws {
    let r = try BuiltBinary.runChainframe(["info", Self.hello, "--json"])
    #expect(r.status == 0, "\(r.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    #expect(object?["frameCount"] as? Int == 60)
    #expect(object?["lastFrame"] as? Int == 59)
    #expect(object?["width"] as? Int == 640)
    let layers = object?["layers"] as? [[String: Any]] ?? []
    #expect(layers.first?["animated"] as? [String] == ["position.x", "opacity", "rotation"])
    let estimates = object?["estimates"] as? [[String: Any]] ?? []
    #expect(estimates.contains { $0["preset"] as? String == "web-h264" && ($0["bytes"] as? Int ?? 0) > 0 })
  }

  @Test("info names the fonts a text scene asks for and whether they resolve")
  func infoFonts() throws {
    let r = try BuiltBinary.runChainframe(["info", Fixtures.repositoryPath("Examples/gallery/text.yaml")])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("'DejaVu Sans': installed"))
  }

  @Test("still --frame last, -1 and 59 draw the same frame; -61 is a usage error", arguments: ["last", "-1"])
  func lastFrame(_ spec: String) throws {
    let dir = TemporaryDirectory()
    _ = try BuiltBinary.runChainframe(["still", Self.hello, "--frame", "59", "-o", dir.file("a.png")])
    let r = try BuiltBinary.runChainframe(["still", Self.hello, "--frame", spec, "-o", dir.file("b.png")])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      FileManager.default.contents(atPath: dir.file("a.png")) == FileManager.default.contents(atPath: dir.file("b.png"))
    )
    let bad = try BuiltBinary.runChainframe(["still", Self.hello, "--frame", "-61", "-o", dir.file("c.png")])
    #expect(bad.status == 64 && bad.stderr.contains("-60...-1"))
  }

  @Test("keyframes plot draws one panel per track, narrowed by --property")
  func plot() throws {
    let dir = TemporaryDirectory()
    let r = try BuiltBinary.runChainframe(["keyframes", "plot", Self.hello, "-o", dir.file("c.svg")])
    #expect(r.status == 0, "\(r.stderr)")
    let svg = try String(contentsOfFile: dir.file("c.svg"), encoding: .utf8)
    #expect(svg.components(separatedBy: "class=\"panel\"").count - 1 == 4)
    let one = try BuiltBinary.runChainframe(["keyframes", "plot", Self.hello, "--property", "bar", "-o", "-"])
    #expect(one.stdout.components(separatedBy: "class=\"panel\"").count - 1 == 1)
    let bad = try BuiltBinary.runChainframe([
      "keyframes", "plot", Self.hello, "--property", "card.postion.x", "-o", "-",
    ])
    #expect(bad.status == 64 && bad.stderr.contains("card.position.x"))
  }

  @Test("fonts lists the installed DejaVu families")
  func fonts() throws {
    let r = try BuiltBinary.runChainframe(["fonts"])
    #expect(r.status == 0 && r.stdout.contains("DejaVu Sans"))
  }

  @Test("Completion scripts list presets after --preset and formats after --format")
  func completions() throws {
    let bash = try BuiltBinary.runChainframe(["--generate-completion-script", "bash"])
    #expect(bash.status == 0 && bash.stdout.contains("---completion"))
    let fish = try BuiltBinary.runChainframe(["--generate-completion-script", "fish"])
    #expect(fish.stdout.contains("prores4444"))
    let presets = try BuiltBinary.runChainframe([
      // After `--`: the option, the index of the word being completed and the cursor in it.
      "---completion", "render", "--", "--preset", "4", "0", "chainframe", "render", "x.yaml", "--preset", "",
    ])
    #expect(presets.stdout.contains("web-h264"), "\(presets.stdout)\(presets.stderr)")
    let tracks = try BuiltBinary.runChainframe([
      "---completion", "keyframes", "plot", "--", "--property", "5", "0", "chainframe", "keyframes", "plot", Self.hello,
      "--property",
      "",
    ])
    #expect(tracks.stdout.split(separator: "\n").map(String.init).contains("card.position.x"), "\(tracks.stdout)")
    #expect(tracks.stdout.split(separator: "\n").map(String.init).contains("bar"), "\(tracks.stdout)")
  }
}
