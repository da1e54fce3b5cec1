/// Scene files that are missing or unreadable are missing input; everything else is bad data.
extension SceneFileError: CategorizedError {
  /// The kind of failure.
  public var category: ErrorCategory {
    switch self {
    case .notFound, .unreadable: return .noInput
    case .tooLarge, .syntax, .invalid: return .data
    }
  }
}
