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

  @Argument(help: "More scene files: all are rendered into the folder given with -o, keeping their base names.")
  var moreScenes: [String] = []

  @Option(name: [.short, .customLong("output")], help: "Output file, PNG pattern, or - for stdout.")
  var output: String

  @Option(
    help: ArgumentHelp(
      "Render once per row of a CSV, JSONL or JSON file; -o is a template such as 'out/{id}-{lang}.mp4'.",
      valueName: "rows"))
  var data: String?

  @Option(
    name: .customLong("captions-vtt"),
    help: ArgumentHelp("Also write the scene's captions as a WebVTT file (times follow --frames).", valueName: "file"))
  var captionsVTT: String?

  @OptionGroup var encoding: EncodingOptions
  @OptionGroup var pipeline: PipelineOptions
  @OptionGroup var batch: BatchFlags
  @OptionGroup var chunking: ChunkFlags

  func run() throws {
    let progressMode = try pipeline.progressMode
    let isBatch = data != nil || !moreScenes.isEmpty
    try ProgressReporter.reportingErrors(progressMode, job: isBatch ? "batch" : nil) { try render(progressMode) }
  }

  private func render(_ progressMode: ProgressReporter.Mode) throws {
    if let selection = try chunking.selection() { return try renderChunk(selection, progressMode: progressMode) }
    if data != nil || !moreScenes.isEmpty {
      if options.readsStandardInput || moreScenes.contains("-") {
        throw CLIError.invalidOption(
          name: "-", message: "a scene from standard input renders alone; save it to a file for batches")
      }
      return try renderBatch()
    }
    if batch.failFast || batch.skipUnchanged || batch.dryRun || batch.junit != nil {
      throw CLIError.invalidOption(
        name: "--fail-fast, --skip-unchanged, --dry-run and --junit",
        message: "apply to batches; add --data rows or more scenes")
    }
    let signals = SignalWatcher.shared
    var renderOptions = try encoding.renderOptions()
    try pipeline.apply(to: &renderOptions)
    let composition = try options.load(quiet: pipeline.quiet)
    var outputs = [OutputGuard.Named(label: "the output", path: output)]
    if let report = pipeline.report { outputs.append(OutputGuard.Named(label: "the --report file", path: report)) }
    if let captionsVTT {
      guard !composition.scene.captions.isEmpty else {
        throw CLIError.invalidOption(name: "--captions-vtt", message: "the scene has no captions")
      }
      outputs.append(OutputGuard.Named(label: "the --captions-vtt file", path: captionsVTT))
    }
    try OutputGuard.check(outputs: outputs, inputs: options.inputs(of: composition))
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
        case .trial(let number, let settings, let frames):
          progress.stage("trial", number: number, detail: settings, total: frames)
        case .finished(let summary):
          progress.finish(fields: RenderReport.stageFields(summary) + [("bytes", "\(summary.bytes)")])
          if let choice = summary.gifChoice, !pipeline.quiet {
            FileHandle.standardError.write(Data("chainframe: GIF budget: \(RenderReport.describe(choice))\n".utf8))
          }
        }
      })
    if let captionsVTT {
      try AtomicOutputFile.write(text: composition.webVTT(frames: renderOptions.frames), to: captionsVTT)
    }
    if let report = pipeline.report {
      try RenderReport(scene: options.scene, summary: summary).write(to: report)
    }
  }
}
