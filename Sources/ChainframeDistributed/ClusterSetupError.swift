import ChainframeCore
import ChainframeRender

/// A job engine needs a setting the command line did not give.
package struct ClusterSetupError: CategorizedError, Sendable {
  /// The engine's name (`kubernetes`, `aws-batch`, `github`).
  package let engine: String
  /// The flag to give.
  package let flag: String
  /// What the flag gives and how to get it.
  package let reason: String

  /// One line: what is missing, for which engine, and how to fix it.
  package var description: String { "\(flag): \(engine) jobs need \(reason)" }

  /// A usage mistake.
  package var category: ErrorCategory { .usage }
}
