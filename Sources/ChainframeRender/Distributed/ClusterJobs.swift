import ChainframeCore

/// Job files that render a scene in chunks on an existing job engine and join them:
/// a Slurm array plus a dependent join job, a Kubernetes Indexed Job plus a join Job, a
/// GitHub Actions workflow with a matrix and a join job, or an AWS Batch array job plus a
/// dependent join job. Nothing is scheduled here.
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

  /// Jobs for `scene` in `chunks` chunks, writing chunk files to `parts` and the result to
  /// `video`; `command` runs Chainframe on the workers, `flags` go to every chunk render.
  package init(scene: String, chunks: Int, parts: String, video: String, command: String, flags: [String]) {
    self.scene = scene
    self.chunks = chunks
    self.parts = parts
    self.video = video
    self.command = command
    self.flags = flags
  }

  /// Quotes a word for a POSIX shell.
  static func sh(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The render command line of every chunk (`--chunk auto` reads the engine's variables).
  package var renderArguments: [String] {
    [command, "render", scene, "--chunk", "auto", "--chunks", String(chunks), "-o", parts, "--progress", "none"] + flags
  }

  /// The join command line.
  package var joinArguments: [String] { [command, "join", parts, "-o", video] }

  /// File names and contents for `engine`.
  package func files(for engine: Engine) -> [(String, String)] {
    switch engine {
    case .slurm: return slurm
    case .kubernetes: return kubernetes
    case .github: return github
    case .awsBatch: return awsBatch
    }
  }

  private var slurm: [(String, String)] {
    let render = """
      #!/bin/sh
      # Chainframe: render \(chunks) chunks as a Slurm job array (one task per chunk).
      #SBATCH --job-name=chainframe-render
      #SBATCH --array=0-\(chunks - 1)
      #SBATCH --output=chainframe-render-%a.log
      set -eu
      mkdir -p \(Self.sh(parts))
      exec \(renderArguments.map(Self.sh).joined(separator: " "))

      """
    let join = """
      #!/bin/sh
      # Chainframe: join the chunks once every array task succeeded (submit.sh sets afterok).
      #SBATCH --job-name=chainframe-join
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

  private var kubernetes: [(String, String)] {
    func list(_ words: [String]) -> String { "[" + words.map(JSONText.quote).joined(separator: ", ") + "]" }
    let volume = [
      "          volumeMounts:", "            - name: work", "              mountPath: /work", "      volumes:",
      "        - name: work", "          persistentVolumeClaim:", "            claimName: chainframe-work",
    ].joined(separator: "\n")
    let render = """
      # Chainframe: render \(chunks) chunks as an Indexed Job. Kubernetes sets JOB_COMPLETION_INDEX
      # (0…\(chunks - 1)) in each pod; --chunk auto reads it, --chunks gives the count. The volume
      # "work" (a ReadWriteMany PersistentVolumeClaim named chainframe-work) holds the scene, its
      # assets and the parts folder; mounted at /work, the working directory.
      apiVersion: batch/v1
      kind: Job
      metadata:
        name: chainframe-render
      spec:
        completionMode: Indexed
        completions: \(chunks)
        parallelism: \(chunks)
        backoffLimit: \(max(chunks, 6))
        template:
          spec:
            restartPolicy: Never
            containers:
              - name: render
                image: chainframe:latest
                workingDir: /work
                command: \(list(renderArguments))
      \(volume)

      """
    let join = """
      # Chainframe: join the chunks. Apply after the render Job completed:
      #   kubectl wait --for=condition=complete job/chainframe-render --timeout=24h
      apiVersion: batch/v1
      kind: Job
      metadata:
        name: chainframe-join
      spec:
        completions: 1
        backoffLimit: 2
        template:
          spec:
            restartPolicy: Never
            containers:
              - name: join
                image: chainframe:latest
                workingDir: /work
                command: \(list(joinArguments))
      \(volume)

      """
    return [("render-job.yaml", render), ("join-job.yaml", join)]
  }

  private var github: [(String, String)] {
    let matrix = "[" + (0..<chunks).map(String.init).joined(separator: ", ") + "]"
    let renderLine = renderArguments.map(Self.sh).joined(separator: " ")
    let joinLine = joinArguments.map(Self.sh).joined(separator: " ")
    let workflow = """
      # Chainframe: render \(chunks) chunks in a matrix, then join them. Every job must run the same
      # Chainframe build and fonts (the plan hash checks it): install Chainframe the same way in
      # both jobs (the step below is a placeholder).
      name: chainframe-render
      on:
        workflow_dispatch:
      jobs:
        render:
          runs-on: ubuntu-latest
          strategy:
            fail-fast: true
            matrix:
              chunk: \(matrix)
          steps:
            - uses: actions/checkout@v4
            - name: Install Chainframe
              run: echo "install chainframe here"
            - name: Render chunk
              env:
                CHAINFRAME_CHUNK_INDEX: ${{ matrix.chunk }}
                CHAINFRAME_CHUNK_COUNT: "\(chunks)"
              run: \(JSONText.quote(renderLine))
            - uses: actions/upload-artifact@v4
              with:
                name: chainframe-chunk-${{ matrix.chunk }}
                path: \(JSONText.quote(parts))
                retention-days: 1
        join:
          needs: render
          runs-on: ubuntu-latest
          steps:
            - uses: actions/checkout@v4
            - name: Install Chainframe
              run: echo "install chainframe here"
            - uses: actions/download-artifact@v4
              with:
                pattern: chainframe-chunk-*
                path: \(JSONText.quote(parts))
                merge-multiple: true
            - name: Join
              run: \(JSONText.quote(joinLine))
            - uses: actions/upload-artifact@v4
              with:
                name: chainframe-video
                path: \(JSONText.quote(video))

      """
    return [("chainframe-render.yml", workflow)]
  }
}
