import ChainframeCore
import ChainframeRender

/// Job files that render a scene in chunks on an existing job engine and join them:
/// a Slurm array plus a dependent join job, a Kubernetes Indexed Job plus a join Job, a
/// GitHub Actions workflow with a matrix and a join job, or an AWS Batch array job plus a
/// dependent join job. Nothing is scheduled here. Every file runs as written: resources come
/// from ``ClusterSetup`` (estimated from the plan unless overridden), and nothing is left for
/// the user to fill in.
package struct ClusterJobs {
  /// The job engines.
  package enum Engine: String, CaseIterable, Sendable {
    /// Slurm: `sbatch --array` and `--dependency=afterok`.
    case slurm
    /// Kubernetes: an Indexed Job and a join Job.
    case kubernetes
    /// GitHub Actions: a matrix job and a join job moving parts as artifacts.
    case github
    /// AWS Batch: an array job (`arrayProperties.size`) and a join job with `dependsOn`.
    case awsBatch = "aws-batch"
  }

  let scene: String
  let chunks: Int
  let parts: String
  let video: String
  let command: String
  let flags: [String]
  let setup: ClusterSetup

  /// Jobs for `scene` in `chunks` chunks, writing chunk files to `parts` and the result to
  /// `video`; `command` runs Chainframe on the workers, `flags` go to every chunk render;
  /// `setup` gives resources, images and volumes.
  package init(
    scene: String, chunks: Int, parts: String, video: String, command: String, flags: [String], setup: ClusterSetup
  ) {
    self.scene = scene
    self.chunks = chunks
    self.parts = parts
    self.video = video
    self.command = command
    self.flags = flags
    self.setup = setup
  }

  /// Quotes a word for a POSIX shell.
  static func sh(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A JSON list of strings (also a YAML flow sequence).
  static func list(_ words: [String]) -> String {
    "[" + words.map(JSONText.quote).joined(separator: ", ") + "]"
  }

  /// The render command line of every chunk (`--chunk auto` reads the engine's variables).
  package var renderArguments: [String] {
    [command, "render", scene, "--chunk", "auto", "--chunks", String(chunks), "-o", parts, "--progress", "none"] + flags
  }

  /// The join command line.
  package var joinArguments: [String] { [command, "join", parts, "-o", video] }

  /// File names and contents for `engine`; throws ``ClusterSetupError`` when the engine needs
  /// a setting that was not given (the image for Kubernetes and AWS Batch, the EFS file system
  /// for AWS Batch).
  package func files(for engine: Engine) throws -> [(String, String)] {
    switch engine {
    case .slurm: return slurm
    case .kubernetes: return try kubernetes()
    case .github: return github
    case .awsBatch: return try awsBatch()
    }
  }

  /// The container image, or the error naming `--image`.
  func image(for engine: Engine) throws -> String {
    guard let image = setup.image, !image.isEmpty else {
      throw ClusterSetupError(
        engine: engine.rawValue, flag: "--image",
        reason: "the container image with Chainframe installed; build one with the repository's Dockerfile, "
          + "push it to your registry and give its name, for example --image registry.example.com/chainframe:1.0")
    }
    return image
  }

  private var slurm: [(String, String)] {
    let r = setup.render
    let j = setup.join
    let render = """
      #!/bin/sh
      # Chainframe: render \(chunks) chunks as a Slurm job array (one task per chunk).
      # Resources per task: estimated from the plan (docs/distributed.md, "Resources");
      # override with chainframe cluster --cpus, --memory and --time.
      #SBATCH --job-name=chainframe-render
      #SBATCH --array=0-\(chunks - 1)
      #SBATCH --cpus-per-task=\(r.cpus)
      #SBATCH --mem=\(r.memoryMiB)M
      #SBATCH --time=\(r.slurmTime)
      #SBATCH --output=chainframe-render-%a.log
      set -eu
      mkdir -p \(Self.sh(parts))
      exec \(renderArguments.map(Self.sh).joined(separator: " "))

      """
    let join = """
      #!/bin/sh
      # Chainframe: join the chunks once every array task succeeded (submit.sh sets afterok).
      #SBATCH --job-name=chainframe-join
      #SBATCH --cpus-per-task=\(j.cpus)
      #SBATCH --mem=\(j.memoryMiB)M
      #SBATCH --time=\(j.slurmTime)
      #SBATCH --output=chainframe-join.log
      set -eu
      exec \(joinArguments.map(Self.sh).joined(separator: " "))

      """
    let submit = """
      #!/bin/sh
      # Submits the render array, then the join with --dependency=afterok on the whole array.
      # Run it from the folder the scene and parts paths are relative to.
      set -eu
      here=$(dirname "$0")
      render=$(sbatch --parsable "$here/render.sbatch")
      render=${render%%;*}
      join=$(sbatch --parsable --dependency=afterok:"$render" "$here/join.sbatch")
      echo "render array $render, join $join"

      """
    return [("render.sbatch", render), ("join.sbatch", join), ("submit.sh", submit)]
  }
}
