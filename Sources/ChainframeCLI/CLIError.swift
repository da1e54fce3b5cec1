/// Mistakes on the command line that the argument parser cannot catch by itself.
public enum CLIError: Error, Sendable, CustomStringConvertible {
  /// The output's extension names a format this build cannot write.
  case unsupportedOutput(path: String, supported: [String])
  /// An option's value is invalid.
  case invalidOption(name: String, message: String)

  /// One line: what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .unsupportedOutput(let path, let supported):
      return "cannot tell the output format of '\(path)'; use one of these extensions: "
        + supported.map { "." + $0 }.joined(separator: ", ")
    case .invalidOption(let name, let message):
      return "\(name): \(message)"
    }
  }
}
