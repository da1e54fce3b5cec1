import ChainframeRender
import Foundation

// `render --data` and `render SCENE SCENE… -o FOLDER`: the batch form of `render`, apart from
// the one-scene path so each reads alone.
extension RenderCommand {
  /// `--data` (one job per row) or several scenes into a folder.
  func renderBatch() throws {
    var renderOptions = try encoding.renderOptions()
    try pipeline.apply(to: &renderOptions)
    renderOptions.threads = nil
    let jobs: [BatchJob]
    if let data {
      guard moreScenes.isEmpty else {
        throw CLIError.invalidOption(name: "--data", message: "give one template scene with --data")
      }
      jobs = try BatchPlanner.jobs(
        template: options.scene, rows: DataRows.read(contentsOf: data), output: OutputTemplate(output),
        options: renderOptions)
    } else {
      let ext = renderOptions.format?.rawValue ?? "mp4"
      jobs = try BatchPlanner.jobs(
        scenes: [options.scene] + moreScenes, folder: output, fileExtension: ext, options: renderOptions)
    }
    var session = BatchSession(
      jobs: jobs, flags: batch, pipeline: pipeline, allowAssetsOutside: options.allowAssetsOutside)
    if let data { session.inputs = [OutputGuard.Named(label: "the --data file", path: data)] }
    try session.run()
  }
}
