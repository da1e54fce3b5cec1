import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe validate SCENE…`: check scene files without rendering.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check scene files without rendering: every problem, with file:line:column and key path.",
    discussion:
      "Exit 0 when every file is valid, 65 when any has problems (all are listed, one per line), 66 when a file cannot be read."
  )

  @Argument(help: "Scene files (.yaml, .yml or .json).")
  var scenes: [String]

  @Flag(help: "Allow asset paths outside the scenes' folders.")
  var allowAssetsOutside = false

  @Option(name: .customLong("set"), help: ArgumentHelp("Set a scene variable (repeatable).", valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Variables from a YAML or JSON file.", valueName: "file"))
  var vars: String?

  func run() throws {
    var invalid = 0
    var category = ErrorCategory.data
    for path in scenes {
      var options = try SceneOptions.parse(
        [path] + assignments.flatMap { ["--set", $0] } + (vars.map { ["--vars", $0] } ?? []))
      options.allowAssetsOutside = allowAssetsOutside
      do {
        _ = try options.load(quiet: true)
        print("ok: \(path)")
      } catch let error as SceneFileError where !error.diagnostics.isEmpty {
        invalid += 1
        for d in error.diagnostics { print(FlagHints.decorate(d.description)) }
      } catch let error as SceneAuditError {
        invalid += 1
        if error.category == .unavailable { category = .unavailable }
        for d in error.diagnostics { print(FlagHints.decorate(d.description)) }
      }
    }
    if invalid > 0 {
      throw SceneAuditError(
        diagnostics: [
          SceneDiagnostic(
            location: nil, keyPath: "",
            message: "\(invalid) of \(scenes.count) scene file(s) have problems, listed above")
        ], category: category)
    }
  }
}
