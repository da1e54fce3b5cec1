/// Chainframe's documented exit codes (sysexits style).
package enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success.
  case ok = 0
  /// A check ran and failed (keyframe or video verification).
  case checkFailed = 1
  /// Some jobs of a batch failed (each is reported with its row or manifest line); the
  /// others were written.
  case someJobsFailed = 2
  /// The command line is wrong (EX_USAGE).
  case usage = 64
  /// The scene file is malformed or invalid (EX_DATAERR).
  case badScene = 65
  /// An input file is missing or unreadable (EX_NOINPUT).
  case missingInput = 66
  /// A system library or encoder is missing (EX_UNAVAILABLE).
  case missingDependency = 69
  /// A bug or an unexpected library failure (EX_SOFTWARE).
  case internalError = 70
  /// The output cannot be created (EX_CANTCREAT).
  case cannotCreateOutput = 73
  /// Reading or writing failed midway (EX_IOERR).
  case ioError = 74
  /// Stopped by SIGINT (128 + 2); the destination is untouched.
  case interrupted = 130
  /// Stopped by SIGTERM (128 + 15); the destination is untouched.
  case terminated = 143
}
