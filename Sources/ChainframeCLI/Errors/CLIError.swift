import ChainframeCore

/// Mistakes on the command line that the argument parser cannot catch by itself.
package enum CLIError: CategorizedError, Sendable {
  /// The output's extension names a format this build cannot write.
  case unsupportedOutput(path: String, supported: [String])
  /// An option's value is invalid.
  case invalidOption(name: String, message: String)
  /// A file named by an option does not exist or cannot be read.
  case missingInput(option: String, path: String, reason: String)

  /// One line: what is wrong and how to fix it.
  package var description: String {
    switch self {
    case .unsupportedOutput(let path, let supported):
      return "cannot tell the output format of '\(path)'; use one of these extensions: "
        + supported.map { "." + $0 }.joined(separator: ", ")
    case .invalidOption(let name, let message):
      return "\(name): \(message)"
    case .missingInput(let option, let path, let reason):
      return "\(option): cannot read \(UserText.quoted(path)): \(reason)"
    }
  }

  /// Wrong options are usage errors; a missing file is missing input.
  package var category: ErrorCategory {
    if case .missingInput = self { return .noInput }
    return .usage
  }
}
