import ChainframeCore

/// Problems with preset files.
package enum PresetError: CategorizedError {
  case unknown(name: String, hint: String)
  case unreadable(path: String)
  case invalid(path: String, message: String)

  package var description: String {
    switch self {
    case .unknown(let name, let hint): return "unknown preset '\(name)'; \(hint)"
    case .unreadable(let path): return "cannot read preset file '\(path)'"
    case .invalid(let path, let message): return "invalid preset '\(path)': \(message)"
    }
  }

  package var category: ErrorCategory {
    switch self {
    case .unknown: return .usage
    case .unreadable: return .noInput
    case .invalid: return .data
    }
  }
}
