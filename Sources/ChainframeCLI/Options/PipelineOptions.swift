import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// Workers, frame range, progress and reports.
struct PipelineOptions: ParsableArguments {
  @Option(help: "Render workers (default: the number of cores). Output is identical for any count.")
  var threads: Int?

  @Option(help: "Render only frames A..B (inclusive); the output starts at time 0 with frame A.")
  var frames: String?

  @Option(help: "Progress on stderr: auto (a bar on a terminal), bar, json (NDJSON events) or none.")
  var progress: String = "auto"

  @Flag(name: [.short, .long], help: "No progress and no warnings.")
  var quiet = false

  @Option(
    help: ArgumentHelp("Write per-stage timings, fps, bytes, settings and library versions as JSON.", valueName: "file")
  )
  var report: String?

  @Flag(
    help:
      "Let an image sequence replace numbered files that match its pattern (other files in the folder are never touched)."
  )
  var overwrite = false

  var workerCount: Int { max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount) }

  var progressMode: ProgressReporter.Mode {
    get throws {
      if quiet { return .none }
      guard let mode = ProgressReporter.Mode(rawValue: progress) else {
        let modes = ["auto", "bar", "json", "none"]
        throw CLIError.invalidOption(
          name: "--progress",
          message: "\(UserText.quoted(progress)) is not one of auto, bar, json, none"
            + (DidYouMean.question(for: progress, in: modes).map { "; " + $0 } ?? ""))
      }
      return mode
    }
  }

  /// Copies frames, threads and overwrite into the library options.
  func apply(to o: inout RenderOptions) throws {
    try validateThreads()
    o.threads = threads
    o.overwrite = overwrite
    if let frames {
      let parts = frames.components(separatedBy: "..")
      guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
        throw CLIError.invalidOption(
          name: "--frames", message: "\(UserText.quoted(frames)) is not a range; write A..B, for example 0..59")
      }
      o.frames = a...b
    }
  }

  func validateThreads() throws {
    if let threads, !(1...256).contains(threads) {
      throw CLIError.invalidOption(name: "--threads", message: "\(threads) is out of range; use 1 to 256")
    }
  }
}
