import ArgumentParser
import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import Foundation

/// `chainframe cluster slurm|kubernetes|github|aws-batch SCENE --chunks N`: job files for an engine.
struct ClusterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cluster",
    abstract: "Write job files that render a scene in chunks on Slurm, Kubernetes, GitHub Actions or AWS Batch.",
    discussion: "Nothing is submitted. See docs/distributed.md for how to run them.")

  @Argument(help: "The job engine: slurm, kubernetes, github or aws-batch.")
  var engine: String

  @OptionGroup var options: SceneOptions

  @Option(help: ArgumentHelp("Number of chunks.", valueName: "N"))
  var chunks: Int

  @Option(name: [.short, .customLong("output")], help: "Folder for the job files (created when missing).")
  var output: String = "."

  @Option(
    help:
      "The final file the join writes, as the jobs see it; its extension gives the format unless --render-flags has --format."
  )
  var video: String = "final.mp4"

  @Option(help: "Folder for chunk files, as the jobs see it.")
  var parts: String = "parts"

  @Option(help: "The chainframe command on the workers.")
  var command: String = "chainframe"

  @Option(help: ArgumentHelp("Extra render flags passed to every chunk, as one string.", valueName: "flags"))
  var renderFlags: String = ""

  @OptionGroup var cluster: ClusterFlags

  func run() throws {
    guard let kind = ClusterJobs.Engine(rawValue: engine) else {
      throw CLIError.invalidOption(
        name: "ENGINE",
        message: "\(UserText.quoted(engine)) is not one of slurm, kubernetes, github, aws-batch"
          + (DidYouMean.question(for: engine, in: ClusterJobs.Engine.allCases.map(\.rawValue)).map { "; " + $0 } ?? ""))
    }
    guard (1...ChunkSelection.maxCount).contains(chunks) else {
      throw CLIError.invalidOption(
        name: "--chunks", message: "\(chunks) is out of range; use 1 to \(ChunkSelection.maxCount)")
    }
    var flags: [String] = renderFlags.split(separator: " ").map(String.init)
    for assignment in options.assignments { flags += ["--set", assignment] }
    if let vars = options.vars { flags += ["--vars", vars] }
    if options.allowAssetsOutside { flags.append("--allow-assets-outside") }
    // Formats that cannot chunk are refused here, not on the workers.
    flags = try ClusterJobs.checkedFlags(flags, video: video)
    // Resources from the plan (frames, frame size) unless every one is given.
    var estimate: (render: ClusterResources, join: ClusterResources)?
    if !cluster.resourcesGiven {
      guard FileManager.default.fileExists(atPath: options.scene) else {
        throw CLIError.missingInput(
          option: "SCENE", path: options.scene,
          reason: "no such file here, and the jobs' resources are estimated from it; run where it is readable, "
            + "or give --cpus, --memory and --time")
      }
      let composition = try options.load(quiet: true)
      estimate = ClusterResources.estimate(
        width: composition.canvas.width, height: composition.canvas.height, frames: composition.frameCount,
        fps: composition.frameRate.doubleValue, chunks: chunks, cpus: cluster.cpus ?? 2)
    }
    let jobs = ClusterJobs(
      scene: options.scene, chunks: chunks, parts: parts, video: video, command: command, flags: flags,
      setup: try cluster.setup(estimate: estimate))
    let files = try jobs.files(for: kind)
    try ChunkJob.makeFolder(output)
    for (name, text) in files {
      try AtomicOutputFile.write(text: text, to: output + "/" + name)
      if name.hasSuffix(".sh") || name.hasSuffix(".sbatch") { chmod(output + "/" + name, 0o755) }
      print(output + "/" + name)
    }
  }
}
