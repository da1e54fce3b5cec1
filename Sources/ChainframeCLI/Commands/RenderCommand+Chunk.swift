import ChainframeCore
import ChainframeRender
import Foundation

extension RenderCommand {
  /// `render SCENE --chunk I/N -o parts/`: one chunk of a distributed render.
  func renderChunk(_ selection: ChunkSelection, progressMode: ProgressReporter.Mode) throws {
    if pipeline.frames != nil {
      throw CLIError.invalidOption(name: "--frames", message: "a chunk is chosen by --chunk; drop --frames")
    }
    if pipeline.report != nil || !moreScenes.isEmpty || data != nil {
      throw CLIError.invalidOption(
        name: "--chunk", message: "renders one scene without --report, --data or more scenes")
    }
    let signals = SignalWatcher.shared
    var renderOptions = try encoding.renderOptions()
    try pipeline.apply(to: &renderOptions)
    renderOptions.threads = nil
    let composition = try options.load(quiet: pipeline.quiet)
    let plan = try DistributedPlan.make(
      composition: composition, variables: try options.loadOptions().variables.map { ($0.name, $0.value) },
      options: renderOptions, count: selection.count, toolVersion: ChainframeVersion.string)
    let progress = ProgressReporter(mode: progressMode, total: 1)
    progress.begin(
      total: plan.chunks[selection.index].frameCount,
      fields: [("chunk", "\(selection.index)"), ("chunks", "\(selection.count)")])
    let result = try ChunkJob(
      composition: composition, plan: plan, index: selection.index, folder: output, threads: pipeline.threads
    ).run(isCancelled: { signals.isCancelled }, progress: { done, _ in progress.update(done: done) })
    progress.finish(fields: [("file", JSONText.quote(result.path)), ("frames", "\(result.frames)")])
  }
}
