import ChainframeCore
import ChainframeDistributed
import ChainframeEncoding
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
    try Self.checkChunkFolder(output)
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

  /// A chunk is written into a folder (`-o parts/`); an `-o` that names a file (an existing
  /// one, `-`, a pattern or a name with a video or image extension) is refused before anything
  /// is created, since the folder would otherwise be created under the file's name.
  static func checkChunkFolder(_ output: String) throws {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
    let namesFile =
      output == "-" || (exists && !isFolder.boolValue)
      || (!exists && (OutputFormat.guess(path: output) != nil || output.contains("%")))
    guard namesFile else { return }
    throw CLIError.invalidOption(
      name: "--output",
      message: "\(UserText.quoted(output)) names a file, but --chunk writes its chunk file into a folder; "
        + "give a folder such as -o parts/ and write the video with 'chainframe join parts/ -o \(output)'")
  }
}
