import ChainframeTestSupport
import Foundation
import Testing

@Suite("chainframe keyframes")
struct KeyframesCommandTests {
  @Test("JSON output with --trace equals the committed golden for each example", arguments: ["hello", "chain"])
  func golden(_ name: String) throws {
    let result = try BuiltBinary.runChainframe(["keyframes", Fixtures.repositoryPath("Examples/\(name).yaml"), "--trace"])
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
    #expect(result.stdout == "frame,time,card.position.x\n0,0,160\n1,0.03333333333333333,167.1111111111111\n2,0.06666666666666667,174.22222222222223\n")
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
    let a = try BuiltBinary.runChainframe(["keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--property", "card.positon.x"])
    #expect(a.status == 64)
    #expect(a.stderr.contains("did you mean 'card.position.x'?"))
    let b = try BuiltBinary.runChainframe(["keyframes", Fixtures.repositoryPath("Examples/hello.yaml"), "--frames", "10..999"])
    #expect(b.status == 64)
    #expect(b.stderr.contains("outside the scene's frames 0..59"))
  }
}
