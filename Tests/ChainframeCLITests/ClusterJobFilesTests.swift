import ChainframeTestSupport
import Foundation
import Testing

/// The text of `chainframe cluster`'s job files, table-driven: resources derived from the plan
/// or given, images and volumes from flags, GitHub jobs in Debian 12 containers installing a
/// real `.deb`, and no placeholder anywhere.
@Suite("Cluster job files: text")
struct ClusterJobFilesTests {
  /// 1920x1080 at 60 fps for 10 s: 600 frames, 2.07 megapixels.
  static let scene = """
    canvas: {width: 1920, height: 1080, fps: 60, duration: 10}
    layers:
      - {type: rect, id: r, position: [960, 540], size: [200, 200], fill: "#2f8cff",
         animations: [{property: rotation, from: 0, to: 360, duration: 10}]}

    """

  struct Case: Sendable, CustomTestStringConvertible {
    let engine: String
    let arguments: [String]
    let file: String
    let contains: [String]
    var absent: [String] = []
    var testDescription: String { ([engine] + arguments + ["→", file]).joined(separator: " ") }
  }

  static let image = ["--image", "registry.example.com/chainframe:1.0"]
  /// Placeholders the old files had; none may come back.
  static let placeholders = ["install chainframe here", "chainframe:latest", "EDIT-ME"]

  static let cases: [Case] = [
    // Derived from the plan: 4 chunks of 600 frames → at most 150 + 120 frames a chunk at
    // 0.25 s per megapixel-frame over 2 CPUs, doubled, + 10 min; 512 MiB + 32 frame buffers.
    Case(
      engine: "slurm", arguments: ["--chunks", "4"], file: "render.sbatch",
      contains: ["#SBATCH --cpus-per-task=2", "#SBATCH --mem=768M", "#SBATCH --time=00:13:00", "#SBATCH --array=0-3"]),
    Case(
      engine: "slurm", arguments: ["--chunks", "4"], file: "join.sbatch",
      contains: ["#SBATCH --cpus-per-task=2", "#SBATCH --mem=1536M", "#SBATCH --time=00:16:00"]),
    Case(
      engine: "slurm", arguments: ["--chunks", "1"], file: "render.sbatch",
      contains: ["#SBATCH --mem=768M", "#SBATCH --time=00:16:00"]),
    Case(
      engine: "slurm", arguments: ["--chunks", "4", "--cpus", "4", "--memory", "3G", "--time", "1:30"],
      file: "render.sbatch", contains: ["--cpus-per-task=4", "--mem=3072M", "--time=01:30:00"]),
    Case(
      engine: "slurm", arguments: ["--chunks", "4", "--time", "2000"], file: "join.sbatch",
      contains: ["--time=1-09:20:00"]),
    Case(
      engine: "kubernetes", arguments: ["--chunks", "4"] + image, file: "render-job.yaml",
      contains: [
        "image: \"registry.example.com/chainframe:1.0\"", "requests: {cpu: \"2\", memory: \"768Mi\"}",
        "limits: {cpu: \"2\", memory: \"768Mi\"}", "activeDeadlineSeconds: 780", "claimName: \"chainframe-work\"",
      ], absent: placeholders),
    Case(
      engine: "kubernetes", arguments: ["--chunks", "4", "--memory", "2048", "--volume-claim", "renders"] + image,
      file: "join-job.yaml", contains: ["memory: \"2048Mi\"", "claimName: \"renders\""], absent: placeholders),
    Case(
      engine: "aws-batch", arguments: ["--chunks", "4", "--efs", "fs-0123abcd"] + image, file: "job-definition.json",
      contains: [
        "\"image\": \"registry.example.com/chainframe:1.0\"", "{\"type\": \"VCPU\", \"value\": \"2\"}",
        "{\"type\": \"MEMORY\", \"value\": \"768\"}", "\"fileSystemId\": \"fs-0123abcd\"",
      ], absent: placeholders),
    Case(
      engine: "aws-batch", arguments: ["--chunks", "4", "--efs", "fs-1", "--job-queue", "q"] + image,
      file: "join-job.json",
      contains: [
        "\"jobQueue\": \"q\"", "{\"type\": \"MEMORY\", \"value\": \"1536\"}", "\"attemptDurationSeconds\": 960",
      ]),
    Case(
      engine: "github", arguments: ["--chunks", "4"], file: "chainframe-render.yml",
      contains: [
        "  build:\n    runs-on: ubuntu-latest\n    container: \"swift:6.3-bookworm\"",
        "run: chainframe-src/scripts/package", "path: chainframe-src/dist/chainframe_*.deb",
        "  render:\n    needs: build\n    runs-on: ubuntu-latest\n    container: debian:bookworm\n    timeout-minutes: 13",
        "  join:\n    needs: render\n    runs-on: ubuntu-latest\n    container: debian:bookworm\n    timeout-minutes: 16",
        "apt-get install -y -qq --no-install-recommends ./chainframe_*.deb", "chunk: [0, 1, 2, 3]",
      ], absent: placeholders),
    Case(
      engine: "github", arguments: ["--chunks", "2", "--chainframe-repo", "acme/chainframe@v1.2"],
      file: "chainframe-render.yml", contains: ["repository: \"acme/chainframe\"", "ref: \"v1.2\""]),
    Case(
      engine: "github",
      arguments: ["--chunks", "2", "--deb-url", "https://example.com/chainframe_1.0_amd64.deb"],
      file: "chainframe-render.yml",
      contains: [
        "curl -fsSL --retry 3 -o \"$RUNNER_TEMP/chainframe.deb\" 'https://example.com/chainframe_1.0_amd64.deb'",
        "./chainframe.deb", "container: debian:bookworm",
      ], absent: ["  build:", "needs: build", "chainframe-deb"] + placeholders),
  ]

  @Test("Job files carry their resources, images and installation", arguments: cases)
  func text(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe(["cluster", c.engine, scene, "-o", dir.file("jobs")] + c.arguments)
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: dir.file("jobs/" + c.file), encoding: .utf8)
    for part in c.contains { #expect(text.contains(part), "\(part) missing from:\n\(text)") }
    for part in c.absent { #expect(!text.contains(part), "\(part) in:\n\(text)") }
  }

  @Test(
    "Missing or bad engine settings are refused with exit 64 before any file is written",
    arguments: [
      (["kubernetes"], "--image: kubernetes jobs need the container image"),
      (["aws-batch", "--efs", "fs-1"], "--image: aws-batch jobs need"),
      (["aws-batch"] + image, "--efs: aws-batch jobs need the EFS file system"),
      (["github", "--deb-url", "ftp://example.com/x.deb"], "--deb-url:"),
      (["github", "--chainframe-repo", "chainframe"], "--chainframe-repo:"),
      (["slurm", "--memory", "12Q"], "--memory: '12Q' is not a memory size"),
      (["slurm", "--time", "0"], "--time: '0' is not a time limit"),
      (["slurm", "--cpus", "0"], "--cpus: 0 is out of range"),
      (["slurm", "--video", "out.gif", "--render-flags=--max-bytes 2MB"], "--max-bytes searches over every frame"),
      (["github", "--video", "out.gif", "--render-flags=--target-ssim 0.95"], "--target-ssim searches over every"),
    ])
  func refused(arguments: [String], message: String) throws {
    let dir = TemporaryDirectory()
    let scene = dir.write("s.yaml", Self.scene)
    let r = try BuiltBinary.runChainframe(
      ["cluster", arguments[0], scene, "--chunks", "2", "-o", dir.file("jobs")] + arguments.dropFirst())
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("jobs")))
  }

  @Test("With every resource given, the scene need not be readable where the files are written")
  func noScene() throws {
    let dir = TemporaryDirectory()
    let missing = try BuiltBinary.runChainframe([
      "cluster", "slurm", "/shared/scene.yaml", "--chunks", "2", "-o", dir.file("jobs"), "--cpus", "2",
    ])
    #expect(missing.status == 66, "\(missing.stderr)")
    #expect(missing.stderr.contains("or give --cpus, --memory and --time"), "\(missing.stderr)")
    let r = try BuiltBinary.runChainframe([
      "cluster", "slurm", "/shared/scene.yaml", "--chunks", "2", "-o", dir.file("jobs"), "--cpus", "2", "--memory",
      "1G", "--time", "30",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: dir.file("jobs/render.sbatch"), encoding: .utf8)
    #expect(text.contains("--mem=1024M") && text.contains("--time=00:30:00"), "\(text)")
  }
}
