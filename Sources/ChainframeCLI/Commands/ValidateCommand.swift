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

  @Option(help: ArgumentHelp("Input format: auto (by content), scene or lottie.", valueName: "format"))
  var inputFormat: SceneInputFormat = .auto

  @Flag(help: "Lottie files: unsupported features are errors instead of warnings.")
  var strict = false

  @Option(help: ArgumentHelp(".lottie files: the animation to check (default: the manifest's).", valueName: "id"))
  var animation: String?

  @Option(help: ArgumentHelp("Check the one scene once per row of a CSV, JSONL or JSON file.", valueName: "rows"))
  var data: String?

  func run() throws {
    if let data { return try validateRows(data) }
    var invalid = 0
    var category = ErrorCategory.data
    for path in scenes {
      var options = try SceneOptions.parse(
        [path] + assignments.flatMap { ["--set", $0] } + (vars.map { ["--vars", $0] } ?? []))
      options.allowAssetsOutside = allowAssetsOutside
      options.inputFormat = inputFormat
      options.strict = strict
      options.animation = animation
      do {
        _ = try options.load(quiet: true)
        for finding in LottieFindings.of(path, format: inputFormat, animation: animation) {
          print(
            "warning: \(UserText.escaped(path, limit: 4096)): \(UserText.escaped(finding.description, limit: 4096))")
        }
        print("ok: \(UserText.escaped(path, limit: 4096))")
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

  /// Loads the template with every row's variables, rendering nothing; one line per row.
  private func validateRows(_ data: String) throws {
    guard scenes.count == 1 else {
      throw CLIError.invalidOption(name: "--data", message: "give one template scene with --data")
    }
    let jobs = try BatchPlanner.jobs(
      template: scenes[0], rows: DataRows.read(contentsOf: data), output: OutputTemplate("row-{row}"))
    var options = BatchOptions()
    options.validateOnly = true
    options.allowAssetsOutside = allowAssetsOutside
    let signals = SignalWatcher.shared
    let results = BatchRunner(jobs: jobs, options: options).run(isCancelled: { signals.isCancelled }, events: { _ in })
    try signals.check()
    for r in results {
      print(r.status == .failed ? FlagHints.decorate(r.message ?? r.job.label) : "ok: \(r.job.label)")
    }
    let failed = results.filter { $0.status == .failed }
    if let first = failed.first {
      throw SceneAuditError(
        diagnostics: [
          SceneDiagnostic(
            location: nil, keyPath: "",
            message: "\(failed.count) of \(results.count) row(s) have problems, listed above")
        ], category: first.category == .unavailable ? .unavailable : .data)
    }
  }
}
