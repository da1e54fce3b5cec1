/// Why a frame could not be drawn or saved.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  /// Cairo reported an error status; `operation` names what was being done.
  case cairo(operation: String, status: String)
  /// A PNG could not be written.
  case pngWrite(path: String, status: String)
  /// A font family is not installed; fontconfig would have substituted another.
  case missingFont(family: String, substitute: String)

  /// One line: what failed and what Cairo said.
  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      return "drawing failed while \(operation): cairo says '\(status)'"
    case .pngWrite(let path, let status):
      return "cannot write PNG '\(path)': cairo says '\(status)'"
    case .missingFont(let family, let substitute):
      return "font family '\(family)' is not installed (it would be replaced by '\(substitute)'); "
        + "install it, declare it as a font asset, or use 'DejaVu Sans'"
    }
  }
}
