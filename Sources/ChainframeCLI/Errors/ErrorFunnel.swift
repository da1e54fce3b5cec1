import ChainframeCore
import ChainframeRender
import Foundation

/// The one place that turns any error into the line users see and the exit code scripts see.
///
/// It maps an error's ``ErrorCategory`` to an exit status and never looks at message text, so
/// rewording a message can never change an exit code.
package enum ErrorFunnel {
  /// The message and status for Chainframe's own error types; nil for anything else (the
  /// argument parser's errors, which it formats itself).
  package static func classifyOwn(_ error: any Error) -> (message: String, status: ExitStatus)? {
    switch error {
    case let e as VerificationFailed:
      return (e.description, .checkFailed)
    case let e as BatchFailed:
      return (oneLine(e.description), .someJobsFailed)
    case let e as Interrupted:
      return (e.description, e.signal == SIGINT ? .interrupted : .terminated)
    case let e as RenderOptionError:
      // The library names its option; users typed a flag.
      return (oneLine("\(flag(for: e.option)): \(e.message)"), .usage)
    case let e as any CategorizedError where e.category == .cancelled:
      // Only signals cancel work in the command line.
      let interrupted = Interrupted(signal: SignalWatcher.shared.receivedSignal ?? SIGINT)
      return (interrupted.description, interrupted.signal == SIGTERM ? .terminated : .interrupted)
    case let e as any CategorizedError:
      return (oneLine(FlagHints.decorate(e.description)), status(for: e.category))
    default:
      return nil
    }
  }

  /// The command-line flag of a library option.
  static func flag(for option: RenderOptionError.Option) -> String {
    switch option {
    case .format: return "--format"
    case .preset: return "--preset"
    case .size: return "--size"
    case .scaleWidth: return "--scale"
    case .alpha: return "--alpha"
    case .gifFrameRate: return "--gif-fps"
    case .frames: return "--frames"
    case .threads: return "--threads"
    case .output: return "--output"
    case .bitrate: return "--bitrate"
    case .segmentSeconds: return "--segment-seconds"
    case .chunk: return "--chunk"
    case .maxBytes: return "--max-bytes"
    case .targetSSIM: return "--target-ssim"
    case .keyframeInterval: return "--keyint"
    case .loop: return "--loop"
    case .crf: return "--crf"
    case .maxColors: return "--max-colors"
    case .bayerScale: return "--bayer-scale"
    }
  }

  /// The exit status of a category (sysexits).
  package static func status(for category: ErrorCategory) -> ExitStatus {
    switch category {
    case .usage: return .usage
    case .data: return .badScene
    case .noInput: return .missingInput
    case .unavailable: return .missingDependency
    case .internal: return .internalError
    case .cannotCreate: return .cannotCreateOutput
    case .io: return .ioError
    case .cancelled: return .interrupted
    }
  }

  /// Messages are one line by construction and quote user text shortened; this is the last
  /// guard, so no input can forge a second `chainframe: error:` line or flood a log.
  static func oneLine(_ text: String) -> String {
    UserText.escaped(text, limit: 1000)
  }
}

/// An error already shown to the user in another form (a JSON event); only its exit status is
/// left to return.
struct ReportedError: Error {
  let status: ExitStatus
}
