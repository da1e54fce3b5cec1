import ChainframeCore

/// A golden keyframe file exists but cannot be used (malformed or truncated JSON).
struct GoldenFileError: CategorizedError {
  let message: String
  var description: String { "--check: \(message)" }
  /// The file's content is wrong: a data error.
  var category: ErrorCategory { .data }
}
