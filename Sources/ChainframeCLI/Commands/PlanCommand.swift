import ArgumentParser
import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import Foundation

/// `chainframe plan SCENE --chunks N -o plan.json`: how a render splits into chunks.
struct PlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Plan a render in chunks: frame ranges, segments, settings and the plan hash, as JSON.",
    discussion:
      "Render each chunk with 'chainframe render SCENE --chunk I/N -o parts/' (same options), then 'chainframe join parts/ -o final.mp4'. See docs/distributed.md."
  )

  @OptionGroup var options: SceneOptions

  @Option(help: ArgumentHelp("Number of chunks.", valueName: "N"))
  var chunks: Int

  @Option(name: [.short, .customLong("output")], help: "The plan file to write (- for stdout).")
  var output: String = "-"

  @OptionGroup var encoding: EncodingOptions

  func run() throws {
    let plan = try DistributedPlan.make(
      composition: try options.load(),
      variables: try options.loadOptions().variables.map { ($0.name, $0.value) },
      options: try encoding.renderOptions(), count: chunks, toolVersion: ChainframeVersion.string)
    let text = String(decoding: try plan.json(), as: UTF8.self) + "\n"
    if output == "-" {
      print(text, terminator: "")
    } else {
      try AtomicOutputFile.write(text: text, to: output)
    }
  }
}
