import ChainframeCore
import ChainframeRender
import Foundation

/// Runs planned jobs for a command: progress, failures on stderr, reports, exit status.
struct BatchSession {
  let jobs: [BatchJob]
  let flags: BatchFlags
  let pipeline: PipelineOptions
  let allowAssetsOutside: Bool
  /// Files the command itself reads besides the jobs' scenes (the data rows, the manifest).
  var inputs: [OutputGuard.Named] = []

  func run() throws {
    let mode = try pipeline.progressMode
    try checkReports(against: [])
    if flags.dryRun { return try dryRun() }
    var options = BatchOptions()
    options.failFast = flags.failFast
    options.skipUnchanged = flags.skipUnchanged
    options.threads = pipeline.threads
    options.allowAssetsOutside = allowAssetsOutside
    options.toolVersion = ChainframeVersion.string
    try pipeline.validateThreads()
    let signals = SignalWatcher.shared
    let progress = BatchProgress(mode: mode, total: jobs.count, quiet: pipeline.quiet)
    let start = ProcessInfo.processInfo.systemUptime
    progress.begin()
    let results = BatchRunner(jobs: jobs, options: options).run(
      isCancelled: { signals.isCancelled }, events: { progress.handle($0) })
    try signals.check()
    let report = BatchReport(results: results, seconds: ProcessInfo.processInfo.systemUptime - start)
    progress.end(report)
    // Assets are known only once each job has loaded: check the reports against them too
    // before writing, so a report can never replace a file some job read.
    try checkReports(against: results.flatMap(\.inputFiles))
    if let path = pipeline.report { try AtomicOutputFile.write(text: report.json, to: path) }
    if let path = flags.junit { try AtomicOutputFile.write(text: report.junit, to: path) }
    if let first = report.firstFailure {
      throw BatchFailed(failed: report.count(.failed), total: results.count, first: first.message ?? first.job.label)
    }
  }

  /// Refuses a `--report` or `--junit` path that is an input (a scene, an asset, the rows or
  /// manifest file), a job's output, or the other report.
  private func checkReports(against assets: [String]) throws {
    let reports =
      (pipeline.report.map { [OutputGuard.Named(label: "the --report file", path: $0)] } ?? [])
      + (flags.junit.map { [OutputGuard.Named(label: "the --junit file", path: $0)] } ?? [])
    guard !reports.isEmpty else { return }
    let scenes = jobs.map { OutputGuard.Named(label: "the scene of \($0.label)", path: $0.scene) }
    let outputs = jobs.map { OutputGuard.Named(label: "the output of \($0.label)", path: $0.output) }
    let read = assets.map { OutputGuard.Named(label: "an asset of a job", path: $0) }
    try OutputGuard.check(outputs: reports, inputs: inputs + scenes + outputs + read)
  }

  private func dryRun() throws {
    var refused: [BatchJob] = []
    for job in jobs {
      if let refusal = job.refusal {
        refused.append(job)
        print("\(UserText.escaped(job.label, limit: 4096)): refused: \(UserText.escaped("\(refusal)", limit: 4096))")
      } else {
        print(UserText.escaped("\(job.label): \(job.scene) -> \(job.output)", limit: 4096))
      }
    }
    if let first = refused.first {
      throw BatchFailed(
        failed: refused.count, total: jobs.count, first: "\(first.label): \(first.refusal.map { "\($0)" } ?? "")")
    }
  }
}
