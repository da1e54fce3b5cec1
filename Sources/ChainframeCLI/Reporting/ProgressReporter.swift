import ChainframeCore
import Foundation

/// Reports render progress on stderr: a bar on a terminal, NDJSON events for CI, or nothing.
final class ProgressReporter {
  /// How progress is shown.
  enum Mode: String, CaseIterable {
    /// A bar when stderr is a terminal, nothing otherwise.
    case auto
    /// Always the bar.
    case bar
    /// One JSON object per line: start, progress (every `every` frames), done.
    case json
    /// Nothing.
    case none
  }

  private let mode: Mode
  private var total: Int
  private let every: Int
  private let start = ProcessInfo.processInfo.systemUptime
  private var lastDraw = 0.0

  init(mode: Mode, total: Int, every: Int = 30) {
    self.mode = mode == .auto ? (isatty(STDERR_FILENO) != 0 ? .bar : .none) : mode
    self.total = max(total, 1)
    self.every = max(every, 1)
  }

  private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

  var elapsed: Double { ProcessInfo.processInfo.systemUptime - start }

  func begin(total: Int, fields: [(String, String)]) {
    self.total = max(total, 1)
    guard mode == .json else { return }
    write(json([("event", "\"start\""), ("frames", "\(total)")] + fields))
  }

  func update(done: Int) {
    let t = elapsed
    let fps = t > 0 ? Double(done) / t : 0
    switch mode {
    case .json:
      guard done % every == 0 || done == total else { return }
      write(json([("event", "\"progress\""), ("frame", "\(done)"), ("fps", format(fps)), ("elapsed", format(t))]))
    case .bar:
      guard t - lastDraw >= 0.1 || done == total else { return }
      lastDraw = t
      let width = 30
      let filled = done * width / total
      let eta = fps > 0 ? Double(total - done) / fps : 0
      let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      write("\r[\(bar)] \(done)/\(total) frames  \(format(fps)) fps  elapsed \(format(t))s  ETA \(format(eta))s ")
      if done == total { write("\n") }
    default:
      break
    }
  }

  /// Starts stage `number` of kind `name` (a GIF budget's trial encode) of `total` frames:
  /// a `{"event": "trial", …}` line in JSON, a line of its own above the bar; the progress
  /// that follows counts its frames.
  func stage(_ name: String, number: Int, detail: String, total: Int) {
    self.total = max(total, 1)
    lastDraw = 0
    switch mode {
    case .json:
      write(
        json([
          ("event", JSONText.quote(name)), (name, "\(number)"), ("settings", JSONText.quote(detail)),
          ("frames", "\(total)"), ("elapsed", format(elapsed)),
        ]))
    case .bar:
      write("\r\u{1B}[K\(name) \(number): \(detail)\n")
    default:
      break
    }
  }

  func finish(fields: [(String, String)]) {
    guard mode == .json else { return }
    write(json([("event", "\"done\""), ("frames", "\(total)"), ("seconds", format(elapsed))] + fields))
  }

  private func format(_ v: Double) -> String { String(format: "%.2f", v) }

  private func json(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n"
  }
}

extension ProgressReporter {
  /// Writes an `error` event: `{"event": "error", "status": 65, "message": "…"}`.
  /// Runs `body`; with `--progress json`, an error becomes an `error` event (tagged `job`)
  /// instead of the plain line, and only its exit status travels on.
  static func reportingErrors(_ mode: Mode, job: String? = nil, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch {
      guard mode == .json, let (message, status) = ErrorFunnel.classifyOwn(error) else { throw error }
      emitError(message: message, status: status, job: job)
      throw ReportedError(status: status)
    }
  }

  static func emitError(message: String, status: ExitStatus, job: String? = nil) {
    let id = job.map { ", \"job\": \(JSONText.quote($0))" } ?? ""
    let line = "{\"event\": \"error\"\(id), \"status\": \(status.rawValue), \"message\": \(JSONText.quote(message))}\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
