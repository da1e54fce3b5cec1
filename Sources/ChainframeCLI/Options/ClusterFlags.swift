import ArgumentParser
import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import Foundation

/// `cluster` flags beyond the render: resources (estimated from the plan unless given), the
/// container image and how each engine gets Chainframe and its shared folder.
struct ClusterFlags: ParsableArguments {
  @Option(help: ArgumentHelp("CPUs per job (default 2).", valueName: "N"))
  var cpus: Int?

  @Option(
    help: ArgumentHelp(
      "Memory per job: MiB, or with a unit such as 1536M or 4G (default: estimated from the frame size).",
      valueName: "size"))
  var memory: String?

  @Option(
    help: ArgumentHelp(
      "Time limit per job: minutes or H:MM (default: estimated from the frames per job).", valueName: "limit"))
  var time: String?

  @Option(help: "Container image with Chainframe installed (kubernetes and aws-batch; required there).")
  var image: String?

  @Option(
    name: .customLong("deb-url"),
    help: ArgumentHelp(
      "github: install this released .deb instead of building one in the workflow.", valueName: "url"))
  var debURL: String?

  @Option(help: "github: container image in which the build job runs scripts/package.")
  var buildImage: String = ClusterSetup.defaultBuildImage

  @Option(
    help: ArgumentHelp(
      "github: the Chainframe sources to build, OWNER/NAME[@REF] (default: the workflow's repository).",
      valueName: "repo"))
  var chainframeRepo: String?

  @Option(help: "kubernetes: the ReadWriteMany PersistentVolumeClaim mounted at /work.")
  var volumeClaim: String = "chainframe-work"

  @Option(help: ArgumentHelp("aws-batch: the EFS file system mounted at /work.", valueName: "fs-id"))
  var efs: String?

  @Option(help: "aws-batch: the job queue.")
  var jobQueue: String = "chainframe"

  /// True when every resource is given, so the scene need not be read to estimate them.
  var resourcesGiven: Bool { cpus != nil && memory != nil && time != nil }

  /// The setup for the jobs: `estimate` (from the plan; nil when every resource is given)
  /// with the flags' overrides applied.
  func setup(estimate: (render: ClusterResources, join: ClusterResources)?) throws -> ClusterSetup {
    if let cpus, !(1...1024).contains(cpus) {
      throw CLIError.invalidOption(name: "--cpus", message: "\(cpus) is out of range; use 1 to 1024")
    }
    let fallback = ClusterResources(cpus: 2, memoryMiB: 2048, minutes: 60)
    var render = estimate?.render ?? fallback
    var join = estimate?.join ?? fallback
    if let cpus { (render.cpus, join.cpus) = (cpus, cpus) }
    if let memory {
      let mib = try Self.mebibytes(memory)
      (render.memoryMiB, join.memoryMiB) = (mib, mib)
    }
    if let time {
      let minutes = try Self.minutes(time)
      (render.minutes, join.minutes) = (minutes, minutes)
    }
    var setup = ClusterSetup(render: render, join: join, image: image, buildImage: buildImage)
    if let debURL {
      let safe = debURL.allSatisfy { !$0.isWhitespace && $0 != "'" && $0 != "\"" } && !debURL.contains("${{")
      guard debURL.hasPrefix("https://") || debURL.hasPrefix("http://"), safe else {
        throw CLIError.invalidOption(
          name: "--deb-url",
          message: "\(UserText.quoted(debURL)) is not an http(s) address of a .deb; give one such as "
            + "https://example.com/chainframe_1.0_amd64.deb")
      }
      setup.debURL = debURL
    }
    if let chainframeRepo {
      let parts = chainframeRepo.split(separator: "@", maxSplits: 1).map(String.init)
      guard let repo = parts.first, repo.split(separator: "/").count == 2, !repo.hasPrefix("/"), !repo.hasSuffix("/")
      else {
        throw CLIError.invalidOption(
          name: "--chainframe-repo", message: "\(UserText.quoted(chainframeRepo)) is not OWNER/NAME or OWNER/NAME@REF")
      }
      setup.sourceRepository = repo
      setup.sourceRef = parts.count > 1 ? parts[1] : nil
    }
    setup.volumeClaim = volumeClaim
    setup.fileSystemID = efs
    setup.jobQueue = jobQueue
    return setup
  }

  /// `2048`, `1536M`, `4G` (also MiB/GiB, any case) → MiB.
  static func mebibytes(_ text: String) throws -> Int {
    let lowered = text.lowercased()
    let digits = lowered.prefix { $0.isNumber }
    let unit = lowered.dropFirst(digits.count)
    let scale: Int? = ["": 1, "m": 1, "mi": 1, "mib": 1, "mb": 1, "g": 1024, "gi": 1024, "gib": 1024, "gb": 1024][
      String(unit)]
    guard let value = Int(digits), let scale, value > 0, value <= 16_777_216 / scale else {
      throw CLIError.invalidOption(
        name: "--memory", message: "\(UserText.quoted(text)) is not a memory size; write 2048 (MiB), 1536M or 4G")
    }
    return value * scale
  }

  /// `90` (minutes) or `1:30` (hours and minutes) → minutes, at least 1.
  static func minutes(_ text: String) throws -> Int {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    let total: Int?
    switch parts.count {
    case 1: total = parts[0]
    case 2: total = parts[0].flatMap { h in parts[1].flatMap { m in m < 60 ? h * 60 + m : nil } }
    default: total = nil
    }
    guard let total, (1...525_600).contains(total) else {
      throw CLIError.invalidOption(
        name: "--time", message: "\(UserText.quoted(text)) is not a time limit; write minutes (90) or H:MM (1:30)")
    }
    return total
  }
}
