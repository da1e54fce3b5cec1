import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe keyframes`: dump, check or diff compiled per-frame values.
struct KeyframesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keyframes",
    abstract: "Print, check, compare or plot every animated property's value at every frame.",
    subcommands: [KeyframesDumpCommand.self, KeyframesDiffCommand.self, KeyframesPlotCommand.self],
    defaultSubcommand: KeyframesDumpCommand.self)
}

/// `chainframe keyframes [dump] SCENE`: print the values, or check them against a golden file.
struct KeyframesDumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract:
      "Print every animated property's value at every frame (JSON or CSV), or --check them against a golden dump.")

  @OptionGroup var options: SceneOptions

  @Option(help: "Output format: json or csv.")
  var format: DumpFormat = .json

  @Option(
    help: "Only this track, as LAYER.PROPERTY (for example card.position.x).",
    completion: .custom { words, _, _ in SceneCompletion.properties(words, layers: false) })
  var property: String?

  @Option(help: "Only these frames, as A..B (inclusive).")
  var frames: String?

  @Flag(help: "Add tracer events (started, reachedToValue, autoreversed, repeated, progressMarker, stopped).")
  var trace = false

  @Flag(help: "Print the sub-frame values motion blur averages (JSON; blurred, animated layers only).")
  var subframes = false

  @Option(name: [.short, .customLong("output")], help: "Write to this file instead of stdout.")
  var output: String?

  @Option(help: ArgumentHelp("Compare with a stored JSON dump; exit 1 on any difference.", valueName: "golden.json"))
  var check: String?

  @Option(help: "With --check: largest difference that still counts as equal.")
  var tolerance: Double = 1e-9

  @Flag(help: "With --check: rewrite the golden file with the current values instead of comparing.")
  var update = false

  enum DumpFormat: String, ExpressibleByArgument, CaseIterable {
    case json, csv
  }

  func run() throws {
    let composition = try options.load(audit: false)
    let compiled =
      trace ? SceneCompiler.compile(composition.scene, options: CompileOptions(trace: true)) : composition.compiled
    var outputs: [OutputGuard.Named] = []
    if let output { outputs.append(OutputGuard.Named(label: "the output", path: output)) }
    if let check, update { outputs.append(OutputGuard.Named(label: "the golden file", path: check)) }
    try OutputGuard.check(outputs: outputs, inputs: options.inputs(of: composition))
    let range = try frames.map { try FrameRangeOption.parse($0, frameCount: compiled.frameCount) }
    if let property, !KeyframeDump.availableProperties(compiled).contains(property) {
      let available = KeyframeDump.availableProperties(compiled)
      let suggestion = Suggestion.closest(to: property, in: available).map { "did you mean '\($0)'? " } ?? ""
      throw CLIError.invalidOption(
        name: "--property",
        message:
          "no track '\(property)'; \(suggestion)animated: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
      )
    }
    if trace && format == .csv {
      throw CLIError.invalidOption(name: "--trace", message: "tracer events need --format json")
    }
    if subframes && (format == .csv || trace || check != nil) {
      throw CLIError.invalidOption(
        name: "--subframes",
        message: "sub-frame values are printed as JSON; leave out --format csv, --trace and --check")
    }
    if let check {
      try KeyframeCheck.run(compiled: compiled, golden: check, tolerance: tolerance, update: update)
      return
    }
    let dump = KeyframeDump(scene: compiled, property: property, frames: range)
    let text =
      subframes
      ? SubframeDump(scene: compiled, property: property, frames: range).json()
      : format == .json ? dump.json(includeTrace: trace) : dump.csv()
    if let output {
      try AtomicOutputFile.write(text: text, to: output)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}
