import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe render SCENE -o OUT`: render every frame in parallel and encode it.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene to video, GIF, APNG, WebP, a PNG sequence, or Y4M/raw on stdout.",
    discussion:
      "The format comes from --format, the preset, or the output's extension (.mp4 .mov .webm .gif .apng .webp .y4m .raw, or a pattern such as frames/%05d.png). Use -o - with --format y4m or raw to pipe."
  )

  @OptionGroup var options: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "Output file, PNG pattern, or - for stdout.")
  var output: String

  @OptionGroup var encoding: EncodingOptions
  @OptionGroup var pipeline: PipelineOptions

  func run() throws {
    let progressMode = try pipeline.progressMode
    do {
      try render(progressMode)
    } catch {
      // `--progress json`: the error is an event like the others, not a plain line.
      guard progressMode == .json, let (message, status) = ErrorFunnel.classifyOwn(error) else { throw error }
      ProgressReporter.emitError(message: message, status: status)
      throw ReportedError(status: status)
    }
  }

  private func render(_ progressMode: ProgressReporter.Mode) throws {
    let signals = SignalWatcher.shared
    var renderOptions = try encoding.renderOptions()
    try pipeline.apply(to: &renderOptions)
    let composition = try options.load(quiet: pipeline.quiet)
    var outputs = [OutputGuard.Named(label: "the output", path: output)]
    if let report = pipeline.report { outputs.append(OutputGuard.Named(label: "the --report file", path: report)) }
    try OutputGuard.check(outputs: outputs, inputs: options.inputs(of: composition.scene))
    let progress = ProgressReporter(mode: progressMode, total: 1)
    let summary = try composition.renderNow(
      to: output, options: renderOptions, isCancelled: { signals.isCancelled },
      events: { event in
        switch event {
        case .started(let frames, let format, let threads):
          progress.begin(total: frames, fields: [("format", JSONText.quote(format)), ("threads", "\(threads)")])
        case .warning(let text):
          if !pipeline.quiet { Diagnostics.warn(text) }
        case .progress(let done, _):
          progress.update(done: done)
        case .finished(let summary):
          progress.finish(fields: RenderReport.stageFields(summary) + [("bytes", "\(summary.bytes)")])
        }
      })
    if let report = pipeline.report {
      try RenderReport(scene: options.scene, summary: summary).write(to: report)
    }
  }
}
