import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// The job files of `chainframe cluster`, checked by running the command lines they contain
/// with the variables each engine sets (no scheduler or container engine runs here).
@Suite("Cluster job files")
struct ClusterCLITests {
  static let scene = """
    canvas: {width: 64, height: 48, fps: 30, duration: 2}
    layers:
      - {type: rect, id: r, position: [32, 24], size: [20, 20], fill: "#ff0000",
         animations: [{property: rotation, from: 0, to: 360, duration: 2}]}

    """

  /// The node at `path` (mapping keys, or sequence indices as numbers).
  static func at(_ node: SceneNode?, _ path: String...) -> SceneNode? {
    var current = node
    for key in path {
      switch current?.kind {
      case .mapping(let entries): current = entries.first { $0.key == key }?.value
      case .sequence(let items): current = Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
      default: return nil
      }
    }
    return current
  }

  static func scalar(_ node: SceneNode?) -> String? {
    if case .scalar(let v, _) = node?.kind { return v }
    return nil
  }

  static func list(_ node: SceneNode?) -> [String] {
    if case .sequence(let items) = node?.kind { return items.compactMap { scalar($0) } }
    return []
  }

  static func parse(_ path: String) throws -> SceneNode {
    try SceneNodeParser.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
  }

  /// Writes the scene, renders it on one machine and writes the job files for `engine`.
  static func prepare(_ engine: String, chunks: Int) throws -> (dir: TemporaryDirectory, one: Data) {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("one.mp4"), "--segment-seconds", "0.5"])
    #expect(r.status == 0, "\(r.stderr)")
    let jobs = try BuiltBinary.runChainframe([
      "cluster", engine, scene, "--chunks", String(chunks), "-o", dir.file("jobs"), "--parts", dir.file("parts"),
      "--video", dir.file("final.mp4"), "--command", BuiltBinary.chainframe, "--render-flags=--segment-seconds 0.5",
      "--image", "registry.example.com/chainframe:1", "--efs", "fs-0123abcd",
    ])
    #expect(jobs.status == 0, "\(jobs.stderr)")
    return (dir, FileManager.default.contents(atPath: dir.file("one.mp4")) ?? Data())
  }

  static func run(_ words: [String], environment: [String: String]) throws {
    let r = try ProcessResult.run(words[0], Array(words.dropFirst()), environment: environment)
    #expect(r.status == 0, "\(words.joined(separator: " ")): \(r.stderr)")
  }

  @Test("The Kubernetes Indexed Job and join Job are valid and their commands join the same bytes")
  func kubernetes() throws {
    let (dir, one) = try Self.prepare("kubernetes", chunks: 3)
    let render = try Self.parse(dir.file("jobs/render-job.yaml"))
    #expect(Self.scalar(Self.at(render, "kind")) == "Job")
    #expect(Self.scalar(Self.at(render, "apiVersion")) == "batch/v1")
    #expect(Self.scalar(Self.at(render, "spec", "completionMode")) == "Indexed")
    #expect(Self.scalar(Self.at(render, "spec", "completions")) == "3")
    let pod = Self.at(render, "spec", "template", "spec")
    #expect(Self.scalar(Self.at(pod, "restartPolicy")) == "Never")
    #expect(Self.scalar(Self.at(pod, "volumes", "0", "persistentVolumeClaim", "claimName")) == "chainframe-work")
    #expect(Self.scalar(Self.at(pod, "containers", "0", "volumeMounts", "0", "name")) == "work")
    let command = Self.list(Self.at(pod, "containers", "0", "command"))
    #expect(command.contains("auto"))
    let join = try Self.parse(dir.file("jobs/join-job.yaml"))
    #expect(Self.scalar(Self.at(join, "kind")) == "Job")
    let joinCommand = Self.list(Self.at(join, "spec", "template", "spec", "containers", "0", "command"))
    // Kubernetes sets JOB_COMPLETION_INDEX in each pod of an Indexed Job.
    for i in [2, 0, 1] { try Self.run(command, environment: ["JOB_COMPLETION_INDEX": String(i)]) }
    try Self.run(joinCommand, environment: [:])
    #expect(FileManager.default.contents(atPath: dir.file("final.mp4")) == one)
  }

  @Test("The GitHub Actions workflow's matrix and join steps join the same bytes")
  func github() throws {
    let (dir, one) = try Self.prepare("github", chunks: 2)
    let workflow = try Self.parse(dir.file("jobs/chainframe-render.yml"))
    let render = Self.at(workflow, "jobs", "render")
    #expect(Self.list(Self.at(render, "strategy", "matrix", "chunk")) == ["0", "1"])
    #expect(
      Self.list(Self.at(workflow, "jobs", "join", "needs")) == []
        && Self.scalar(Self.at(workflow, "jobs", "join", "needs")) == "render")
    func stepNamed(_ name: String, in job: SceneNode?) -> SceneNode? {
      guard case .sequence(let steps) = Self.at(job, "steps")?.kind else { return nil }
      return steps.first { Self.scalar(Self.at($0, "name")) == name }
    }
    #expect(Self.scalar(Self.at(render, "container")) == "debian:bookworm")
    #expect(Self.scalar(Self.at(workflow, "jobs", "render", "needs")) == "build")
    let step = stepNamed("Render chunk", in: render)
    let line = try #require(Self.scalar(Self.at(step, "run")))
    let count = try #require(Self.scalar(Self.at(step, "env", "CHAINFRAME_CHUNK_COUNT")))
    #expect(Self.scalar(Self.at(step, "env", "CHAINFRAME_CHUNK_INDEX")) == "${{ matrix.chunk }}")
    for chunk in ["1", "0"] {
      try Self.run(
        ["/bin/sh", "-c", line], environment: ["CHAINFRAME_CHUNK_INDEX": chunk, "CHAINFRAME_CHUNK_COUNT": count])
    }
    let joinLine = try #require(Self.scalar(Self.at(stepNamed("Join", in: Self.at(workflow, "jobs", "join")), "run")))
    try Self.run(["/bin/sh", "-c", joinLine], environment: [:])
    #expect(FileManager.default.contents(atPath: dir.file("final.mp4")) == one)
  }

  @Test("The Slurm scripts run as array tasks and a join give the same bytes")
  func slurm() throws {
    let (dir, one) = try Self.prepare("slurm", chunks: 3)
    let render = try String(contentsOfFile: dir.file("jobs/render.sbatch"), encoding: .utf8)
    #expect(render.contains("#SBATCH --array=0-2"))
    let submit = try String(contentsOfFile: dir.file("jobs/submit.sh"), encoding: .utf8)
    #expect(submit.contains("--dependency=afterok:"))
    // Slurm sets these in each array task.
    for i in 0..<3 {
      try Self.run(
        ["/bin/sh", dir.file("jobs/render.sbatch")],
        environment: ["SLURM_ARRAY_TASK_ID": String(i), "SLURM_ARRAY_TASK_COUNT": "3"])
    }
    try Self.run(["/bin/sh", dir.file("jobs/join.sbatch")], environment: [:])
    #expect(FileManager.default.contents(atPath: dir.file("final.mp4")) == one)
  }

  @Test("The AWS Batch array job and dependent join job are valid JSON and their commands join the same bytes")
  func awsBatch() throws {
    let (dir, one) = try Self.prepare("aws-batch", chunks: 3)
    func json(_ name: String) throws -> [String: Any] {
      let data = try #require(FileManager.default.contents(atPath: dir.file("jobs/" + name)))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let render = try json("render-job.json")
    #expect((render["arrayProperties"] as? [String: Any])?["size"] as? Int == 3)
    let command = try #require((render["containerOverrides"] as? [String: Any])?["command"] as? [String])
    #expect(command.contains("auto"))
    let join = try json("join-job.json")
    #expect((join["dependsOn"] as? [[String: String]])?.first?["jobId"] == "RENDER_JOB_ID")
    let joinCommand = try #require((join["containerOverrides"] as? [String: Any])?["command"] as? [String])
    let definition = try json("job-definition.json")
    #expect(definition["type"] as? String == "container")
    let submit = try String(contentsOfFile: dir.file("jobs/submit.sh"), encoding: .utf8)
    #expect(submit.contains("aws batch submit-job") && submit.contains("RENDER_JOB_ID"))
    // AWS Batch sets these in each child of an array job.
    for i in [1, 2, 0] {
      try Self.run(command, environment: ["AWS_BATCH_JOB_ARRAY_INDEX": String(i), "AWS_BATCH_JOB_ARRAY_SIZE": "3"])
    }
    try Self.run(joinCommand, environment: [:])
    #expect(FileManager.default.contents(atPath: dir.file("final.mp4")) == one)
  }

  @Test("join refuses a folder with a missing chunk (exit 66), naming it")
  func joinMissing() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe([
      "render", scene, "--chunk", "0/2", "-o", dir.file("parts"), "--segment-seconds", "0.5",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let join = try BuiltBinary.runChainframe(["join", dir.file("parts"), "-o", dir.file("j.mp4")])
    #expect(join.status == 66)
    #expect(join.stderr.contains("1 of 2 chunks are missing"), "\(join.stderr)")
  }
}
