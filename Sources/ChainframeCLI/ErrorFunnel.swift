import ChainframeCore
import Foundation

/// The one place that turns any error into the line users see and the exit code scripts see.
///
/// It maps an error's ``ErrorCategory`` to an exit status and never looks at message text, so
/// rewording a message can never change an exit code.
public enum ErrorFunnel {
  /// The message and status for Chainframe's own error types; nil for anything else (the
  /// argument parser's errors, which it formats itself).
  public static func classifyOwn(_ error: any Error) -> (message: String, status: ExitStatus)? {
    switch error {
    case let e as VerificationFailed:
      return (e.description, .checkFailed)
    case let e as Interrupted:
      return (e.description, e.signal == SIGINT ? .interrupted : .terminated)
    case let e as any CategorizedError:
      return (oneLine(e.description), status(for: e.category))
    default:
      return nil
    }
  }

  /// The exit status of a category (sysexits).
  public static func status(for category: ErrorCategory) -> ExitStatus {
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

  /// Messages are one line by construction; this is the last guard, so no input can forge a
  /// second `chainframe: error:` line.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: { $0.isNewline }) else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
  }
}

/// An error already shown to the user in another form (a JSON event); only its exit status is
/// left to return.
struct ReportedError: Error {
  let status: ExitStatus
}
