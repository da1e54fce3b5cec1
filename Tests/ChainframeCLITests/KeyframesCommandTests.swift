import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe keyframes")
struct KeyframesCommandTests {
  @Test("JSON output with --trace equals the committed golden for each example", arguments: ["hello", "chain"])
  func golden(_ name: String) throws {
    let result = try BuiltBinary.runChainframe([
      "keyframes", Fixtures.repositoryPath("Examples/\(name).yaml"), "--trace",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try String(contentsOfFile: Fixtures.path("keyframes/\(name).json"), encoding: .utf8)))
  }

  @Test("--property, --frames and --format csv narrow the output")
  func narrowed() throws {
    let result = try BuiltBinary.runChainframe([
      "keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--property", "card.position.x", "--frames", "0..2",
      "--format", "csv",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "frame,time,card.position.x\n0,0,160\n1,0.03333333333333333,167.1111111111111\n2,0.06666666666666667,174.22222222222223\n"
    )
  }

  @Test("A multi-component property gives one array per frame")
  func arrays() throws {
    let result = try BuiltBinary.runChainframe([
      "keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--property", "bar.size.width", "--frames", "30..30",
    ])
    #expect(result.stdout.contains("\"startFrame\": 30"))
    #expect(result.stdout.contains("\"values\": [280]"))
  }

  @Test("An unknown track or range is a usage error with suggestions")
  func errors() throws {
    let a = try BuiltBinary.runChainframe([
      "keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--property", "card.positon.x",
    ])
    #expect(a.status == 64)
    #expect(a.stderr.contains("did you mean 'card.position.x'?"))
    let b = try BuiltBinary.runChainframe([
      "keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--frames", "10..999",
    ])
    #expect(b.status == 64)
    #expect(b.stderr.contains("outside the scene's frames 0..59"))
  }
}

@Suite("chainframe keyframes --check and diff")
struct KeyframesCheckTests {
  static let changed = """
    canvas: {width: 64, height: 64, fps: 10, duration: 1}
    layers:
      - {type: rect, id: a, animations: [{property: position.x, from: 0, to: 10, duration: 1}]}
    """

  @Test("A matching golden passes; a change reports the first divergent frame with both values; --update rewrites")
  func check() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.changed)
    let golden = dir.file("g.json")
    let up = try BuiltBinary.runChainframe(["keyframes", scene, "--check", golden, "--update"])
    #expect(up.status == 0 && up.stdout.contains("updated"))
    #expect(try BuiltBinary.runChainframe(["keyframes", scene, "--check", golden]).status == 0)
    let edited = dir.write(
      "s.yaml", Self.changed.replacingOccurrences(of: "to: 10, duration: 1", with: "to: 10, duration: 1, delay: 0.3"))
    let r = try BuiltBinary.runChainframe(["keyframes", edited, "--check", golden])
    #expect(r.status == 1)
    #expect(r.stdout.contains("a.position.x: first differs at frame 1 (0.100 s): expected 1, got 0"), "\(r.stdout)")
    let loose = try BuiltBinary.runChainframe(["keyframes", edited, "--check", golden, "--tolerance", "10"])
    #expect(loose.status == 0)
  }

  @Test("diff compares two scene versions, including added and removed tracks")
  func diff() throws {
    let dir = TemporaryDirectory()
    let a = dir.write("a.yaml", Self.changed)
    let b = dir.write(
      "b.yaml", Self.changed.replacingOccurrences(of: "property: position.x", with: "property: position.y"))
    let r = try BuiltBinary.runChainframe(["keyframes", "diff", a, b])
    #expect(r.status == 1)
    #expect(
      r.stdout.contains("a.position.x: track missing") && r.stdout.contains("a.position.y: new track"), "\(r.stdout)")
    #expect(try BuiltBinary.runChainframe(["keyframes", "diff", a, a]).status == 0)
  }

  @Test("A golden that is not a keyframe dump is a data error")
  func malformed() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.changed)
    let r = try BuiltBinary.runChainframe(["keyframes", scene, "--check", dir.write("g.json", "[1, 2]")])
    #expect(r.status == 65 && r.stderr.contains("is not a keyframe dump"), "\(r.stderr)")
  }
}
