import ChainframeCore
import ChainframeRender
import Foundation

/// Runs planned jobs for a command: progress, failures on stderr, reports, exit status.
struct BatchSession {
  let jobs: [BatchJob]
  let flags: BatchFlags
  let pipeline: PipelineOptions
  let allowAssetsOutside: Bool

  func run() throws {
    let mode = try pipeline.progressMode
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
    if let path = pipeline.report { try AtomicOutputFile.write(text: report.json, to: path) }
    if let path = flags.junit { try AtomicOutputFile.write(text: report.junit, to: path) }
    if let first = report.firstFailure {
      throw BatchFailed(failed: report.count(.failed), total: results.count, first: first.message ?? first.job.label)
    }
  }

  private func dryRun() throws {
    var refused: [BatchJob] = []
    for job in jobs {
      if let refusal = job.refusal {
        refused.append(job)
        print("\(job.label): refused: \(refusal)")
      } else {
        print("\(job.label): \(job.scene) -> \(job.output)")
      }
    }
    if let first = refused.first {
      throw BatchFailed(
        failed: refused.count, total: jobs.count, first: "\(first.label): \(first.refusal.map { "\($0)" } ?? "")")
    }
  }
}
