import ChainframeCore
import Testing

@Suite("Scene format version")
struct SceneFormatVersionTests {
  static let body = "canvas: {width: 16, height: 16, fps: 10, duration: 1}\nlayers: []\n"

  struct Case: Sendable, CustomTestStringConvertible {
    let line: String
    let problem: String?
    var testDescription: String { line.isEmpty ? "no version key" : line }
  }

  static let cases: [Case] = [
    Case(line: "", problem: nil),
    Case(line: "version: 1\n", problem: nil),
    Case(line: "version: 2\n", problem: "newer than this Chainframe reads (1)"),
    Case(line: "version: 0\n", problem: "out of range"),
    Case(line: "version: 1.5\n", problem: "whole number"),
    Case(line: "version: one\n", problem: "expected a number"),
  ]

  @Test("version: is optional, 1 is read, anything else is a located error", arguments: cases)
  func version(_ c: Case) throws {
    do {
      _ = try SceneLoader.load(text: c.line + Self.body, file: "v.yaml")
      #expect(c.problem == nil)
    } catch {
      let problem = try #require(c.problem, "unexpected: \(error)")
      let first = try #require(error.diagnostics.first)
      #expect(first.keyPath == "version")
      #expect(first.location?.line == 1)
      #expect(first.message.contains(problem), "\(first.message)")
    }
  }

  @Test("The current version is 1")
  func current() {
    #expect(SceneFormat.currentVersion == 1)
  }
}
