import ChainframeCore

/// A batch that cannot start: unreadable data or manifest, a bad output template, two jobs
/// writing one file. Raised before any job runs, so nothing is written.
package struct BatchError: CategorizedError, Sendable, Hashable {
  /// The kind of failure (usage for templates and collisions, data for malformed rows or
  /// manifests, noInput for missing files).
  package let category: ErrorCategory
  /// Where the problem is written, when known.
  package let location: SourceLocation?
  /// What is wrong and how to fix it.
  package let message: String

  /// An error of `category` with `message`, at `location` when known.
  package init(_ category: ErrorCategory, _ message: String, at location: SourceLocation? = nil) {
    self.category = category
    self.message = message
    self.location = location
  }

  /// `file:line:column: message`, or the message alone.
  package var description: String {
    if let location { return "\(location): \(message)" }
    return message
  }
}
