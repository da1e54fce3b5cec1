import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Keyframe goldens for Examples/")
struct KeyframeGoldenTests {
  /// Every top-level example (the benchmark scenes have no goldens).
  static let examples: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryPath("Examples"))) ?? [])
    .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()

  @Test("Each example's keyframes (with trace) match its committed golden", arguments: examples)
  func golden(_ name: String) throws {
    let scene = try SceneLoader.load(path: Fixtures.repositoryPath("Examples/\(name).yaml"))
    let compiled = SceneCompiler.compile(scene, options: CompileOptions(trace: true))
    let actual = KeyframeDump(scene: compiled).json(includeTrace: true)
    let goldenPath = Fixtures.path("keyframes/\(name).json")
    let expected = try String(contentsOfFile: goldenPath, encoding: .utf8)
    if actual != expected {
      let actualPath = goldenPath.replacingOccurrences(of: ".json", with: ".actual.json")
      try? actual.write(toFile: actualPath, atomically: true, encoding: .utf8)
      Issue.record(
        "keyframes of Examples/\(name).yaml differ from \(goldenPath); actual written to \(actualPath). If the change is intended, run scripts/record-goldens."
      )
    }
  }
}
