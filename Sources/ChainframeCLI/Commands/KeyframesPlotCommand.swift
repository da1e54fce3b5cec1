import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe keyframes plot SCENE -o curves.svg`: animated properties as curves over time.
struct KeyframesPlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Draw animated properties as curves over time (SVG), with frame numbers and times along the bottom.")

  @OptionGroup var options: SceneOptions

  @Option(
    help: "Only these tracks, as LAYER.PROPERTY or LAYER (every track of the layer); repeatable.",
    completion: .custom { words, _, _ in SceneCompletion.properties(words) })
  var property: [String] = []

  @Option(help: "Only these frames, as A..B (inclusive).")
  var frames: String?

  @Option(help: "Width of the drawing in pixels.")
  var width: Int = 900

  @Option(name: [.short, .customLong("output")], help: "Output SVG file, or - for stdout.")
  var output: String

  func run() throws {
    let composition = try options.load(audit: false)
    let compiled = composition.compiled
    if output != "-" {
      try OutputGuard.check(
        outputs: [OutputGuard.Named(label: "the output", path: output)], inputs: options.inputs(of: composition))
    }
    let range = try frames.map { try FrameRangeOption.parse($0, frameCount: compiled.frameCount) }
    let available = KeyframeDump.availableProperties(compiled)
    for p in property where !available.contains(p) && !available.contains(where: { $0.hasPrefix(p + ".") }) {
      let suggestion = Suggestion.closest(to: p, in: available).map { "did you mean '\($0)'? " } ?? ""
      throw CLIError.invalidOption(
        name: "--property",
        message:
          "no track '\(p)'; \(suggestion)animated: \(available.isEmpty ? "none" : available.joined(separator: ", "))")
    }
    var dump = KeyframeDump(scene: compiled, frames: range)
    if !property.isEmpty {
      dump = KeyframeDump(
        scene: compiled, frames: range,
        keep: { name in property.contains { name == $0 || name.hasPrefix($0 + ".") } })
    }
    let svg = CurvePlot(dump: dump, width: width).svg()
    if output == "-" {
      print(svg, terminator: "")
    } else {
      try AtomicOutputFile.write(text: svg, to: output)
    }
  }
}
