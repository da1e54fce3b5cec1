import ArgumentParser
import ChainframeCore

/// `chainframe keyframes diff A B`: compare two scene versions' compiled values.
struct KeyframesDiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff", abstract: "Compare the compiled keyframes of two scene files (exit 1 when they differ).")

  @Argument(help: "The scene as it was.")
  var before: String

  @Argument(help: "The scene as it is now.")
  var after: String

  @Option(help: "Largest difference that still counts as equal.")
  var tolerance: Double = 1e-9

  @Flag(help: "Allow asset paths outside the scenes' folders.")
  var allowAssetsOutside = false

  func run() throws {
    let options = SceneLoadOptions(allowAssetsOutside: allowAssetsOutside)
    let a = SceneCompiler.compile(try SceneLoader.load(path: before, options: options))
    let b = SceneCompiler.compile(try SceneLoader.load(path: after, options: options))
    try KeyframeCheck.report(
      KeyframeComparison.compare(
        expected: KeyframeTable(a), actual: KeyframeTable(b), tolerance: tolerance, fps: a.clock.fps),
      against: before)
  }
}
