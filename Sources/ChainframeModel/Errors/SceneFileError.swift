/// Why a scene file could not be loaded.
public enum SceneFileError: CategorizedError, Sendable {
  /// The file does not exist.
  case notFound(path: String)
  /// The file exists but could not be read (permissions, a directory, not UTF-8).
  case unreadable(path: String, reason: String)
  /// The file is larger than `SceneLoader/maxFileSize`.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// The file is not well-formed YAML or JSON.
  case syntax(SceneDiagnostic)
  /// The file parsed but its content is invalid; every problem found, in file order.
  case invalid([SceneDiagnostic])

  /// A one-line summary; ``invalid(_:)`` lists the first problem and how many more there are.
  public var description: String {
    switch self {
    case .notFound(let path):
      return "scene file \(UserText.quoted(path)) does not exist; check the path (it is relative to the current folder)"
    case .unreadable(let path, let reason):
      return "cannot read scene file \(UserText.quoted(path)): \(UserText.escaped(reason))"
    case .tooLarge(let path, let bytes, let limit):
      return "scene file \(UserText.quoted(path)) is \(bytes >> 20) MiB, more than the \(limit >> 20) MiB limit; "
        + "split it into several scenes or move data (images, long text) into asset files"
    case .syntax(let diagnostic):
      return "malformed scene: \(diagnostic)"
    case .invalid(let diagnostics):
      guard let first = diagnostics.first else { return "invalid scene" }
      let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more problem(s))" : ""
      return "invalid scene: \(first)\(more)"
    }
  }

  /// ``ErrorCategory/noInput`` for a missing or unreadable file; ``ErrorCategory/data`` for
  /// a file that is too large, malformed or invalid (including one over a budget).
  public var category: ErrorCategory {
    switch self {
    case .notFound, .unreadable: return .noInput
    case .tooLarge, .syntax, .invalid: return .data
    }
  }

  /// Every problem, one per line, for commands that show them all (`validate`).
  public var diagnostics: [SceneDiagnostic] {
    switch self {
    case .syntax(let d): return [d]
    case .invalid(let ds): return ds
    case .notFound, .unreadable, .tooLarge: return []
    }
  }
}
