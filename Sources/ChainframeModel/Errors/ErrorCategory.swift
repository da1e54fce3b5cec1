/// What kind of failure an error is, independent of the module that raised it.
///
/// Every Chainframe error type states its category; the command line maps categories (never
/// message text) to exit codes, and library users can branch on them.
public enum ErrorCategory: String, Sendable, CaseIterable, Codable {
  /// The request itself is wrong: an option, a frame range, a preset name (exit 64).
  case usage
  /// The scene or another input is malformed, invalid or over a budget (exit 65).
  case data
  /// An input file does not exist or cannot be read (exit 66).
  case noInput
  /// A system library, encoder or font the work needs is not installed (exit 69).
  case unavailable
  /// A bug or an unexpected library failure (exit 70).
  case `internal`
  /// The output cannot be created: folder missing, not writable, or it would replace an input
  /// (exit 73).
  case cannotCreate
  /// Reading or writing failed midway (exit 74).
  case io
  /// The work was cancelled (task cancellation, SIGINT or SIGTERM); nothing was written.
  case cancelled
}
