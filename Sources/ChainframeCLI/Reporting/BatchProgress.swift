import ChainframeCore
import ChainframeRender
import Foundation

/// Batch progress on stderr: NDJSON with a `job` id on every event, or one line for the whole
/// batch on a terminal (jobs done, failed, frames/s, ETA). Failures are always printed.
/// Called one event at a time by the runner.
final class BatchProgress: @unchecked Sendable {
  private let mode: ProgressReporter.Mode
  private let total: Int
  private let quiet: Bool
  private let start = ProcessInfo.processInfo.systemUptime
  private var finished = 0
  private var failed = 0
  private var frames = 0
  private var lastDraw = 0.0

  init(mode: ProgressReporter.Mode, total: Int, quiet: Bool) {
    self.mode = mode == .auto ? (isatty(STDERR_FILENO) != 0 ? .bar : .none) : mode
    self.total = total
    self.quiet = quiet
  }

  private var elapsed: Double { ProcessInfo.processInfo.systemUptime - start }
  private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
  private func emit(_ job: String, _ event: String, _ fields: [(String, String)]) {
    let all = [("event", JSONText.quote(event)), ("job", JSONText.quote(job))] + fields
    write("{" + all.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n")
  }
  private func f(_ v: Double) -> String { String(format: "%.2f", v) }

  func begin() {
    if mode == .json { emit("batch", "batch-start", [("jobs", "\(total)")]) }
  }

  func handle(_ event: BatchEvent) {
    switch event {
    case .started(let job):
      if mode == .json { emit(job.id, "job-start", [("output", JSONText.quote(job.output))]) }
    case .render(let job, let e):
      render(job, e)
    case .finished(let r):
      finished += 1
      if r.status == .failed {
        failed += 1
        let status = ErrorFunnel.status(for: r.category ?? .internal).rawValue
        if mode == .json {
          emit(r.job.id, "error", [("status", "\(status)"), ("message", JSONText.quote(r.message ?? ""))])
        } else {
          if mode == .bar { write("\r\u{1B}[K") }
          write("chainframe: error: \(r.message ?? r.job.label)\n")
        }
      }
      if mode == .json {
        emit(
          r.job.id, "job-done",
          [
            ("status", JSONText.quote(r.status.rawValue)), ("output", JSONText.quote(r.job.output)),
            ("bytes", "\(r.bytes)"), ("seconds", f(r.seconds)), ("hash", r.hash.map(JSONText.quote) ?? "null"),
          ])
      }
      draw(force: finished == total)
    }
  }

  private func render(_ job: BatchJob, _ e: RenderEvent) {
    switch e {
    case .started(let n, let format, let threads):
      if mode == .json {
        emit(job.id, "start", [("frames", "\(n)"), ("format", JSONText.quote(format)), ("threads", "\(threads)")])
      }
    case .warning(let text):
      if mode == .json {
        emit(job.id, "warning", [("message", JSONText.quote(text))])
      } else if !quiet {
        Diagnostics.warn("\(job.label): \(text)")
      }
    case .progress(let done, let n):
      frames += 1
      if mode == .json && (done % 30 == 0 || done == n) {
        emit(job.id, "progress", [("frame", "\(done)"), ("total", "\(n)")])
      }
      draw(force: false)
    case .trial(let number, let settings, let n):
      if mode == .json {
        emit(job.id, "trial", [("trial", "\(number)"), ("settings", JSONText.quote(settings)), ("frames", "\(n)")])
      }
    case .finished:
      break
    }
  }

  private func draw(force: Bool) {
    guard mode == .bar else { return }
    let t = elapsed
    guard force || t - lastDraw >= 0.1 else { return }
    lastDraw = t
    let fps = t > 0 ? Double(frames) / t : 0
    let eta = finished > 0 ? t / Double(finished) * Double(total - finished) : 0
    write("\r\u{1B}[K[batch] \(finished)/\(total) jobs  \(failed) failed  \(f(fps)) fps  ETA \(f(eta))s")
    if finished == total { write("\n") }
  }

  func end(_ report: BatchReport) {
    guard mode == .json else { return }
    emit(
      "batch", "batch-done",
      [
        ("rendered", "\(report.count(.rendered))"), ("skipped", "\(report.count(.skipped))"),
        ("failed", "\(report.count(.failed))"), ("cancelled", "\(report.count(.cancelled))"),
        ("seconds", f(report.seconds)),
      ])
  }
}
