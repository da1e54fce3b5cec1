/// Why a frame could not be drawn or saved.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  /// Cairo reported an error status; `operation` names what was being done.
  case cairo(operation: String, status: String)
  /// A PNG could not be written.
  case pngWrite(path: String, status: String)

  /// One line: what failed and what Cairo said.
  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      return "drawing failed while \(operation): cairo says '\(status)'"
    case .pngWrite(let path, let status):
      return "cannot write PNG '\(path)': cairo says '\(status)'"
    }
  }
}
