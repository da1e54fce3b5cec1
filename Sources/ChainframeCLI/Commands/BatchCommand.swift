import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe batch jobs.yaml|jobs.jsonl`: render every job of a manifest in one process.
struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Render every job of a manifest (YAML list or JSON Lines) in one process.",
    discussion: """
      Each job has 'scene' and 'output' (relative to the manifest, or absolute) and optionally \
      'vars' (a mapping), 'preset', 'format' and 'frames' (A..B). Each job fails alone; exit 0 when \
      all succeeded, 2 when some failed. See docs/batch.md.
      """)

  @Argument(help: "The manifest: .yaml/.yml (a list of jobs, or 'jobs:' with a list) or .jsonl.")
  var manifest: String

  @Flag(help: "Allow asset paths outside the scenes' folders. Only for scenes you trust.")
  var allowAssetsOutside = false

  @OptionGroup var encoding: EncodingOptions
  @OptionGroup var pipeline: PipelineOptions
  @OptionGroup var batch: BatchFlags

  func run() throws {
    let progressMode = try pipeline.progressMode
    try ProgressReporter.reportingErrors(progressMode, job: "batch") { try runManifest() }
  }

  private func runManifest() throws {
    var defaults = try encoding.renderOptions()
    try pipeline.apply(to: &defaults)
    defaults.threads = nil
    let jobs = try BatchManifest.jobs(contentsOf: manifest, defaults: defaults)
    var session = BatchSession(jobs: jobs, flags: batch, pipeline: pipeline, allowAssetsOutside: allowAssetsOutside)
    session.inputs = [OutputGuard.Named(label: "the manifest", path: manifest)]
    try session.run()
  }
}
