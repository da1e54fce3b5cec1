import ChainframeCore

/// Problems only the back ends can find — a missing font or glyph, an image or SVG that does not
/// decode, a soundtrack that is not audio, a canvas too large to encode — each with its
/// location in the scene file.
public struct SceneAuditError: CategorizedError, Sendable {
  /// Every problem, in scene order.
  public let diagnostics: [SceneDiagnostic]
  /// `ErrorCategory.unavailable` when a font family is not installed, else
  /// `ErrorCategory.data`.
  public let category: ErrorCategory

  package init(diagnostics: [SceneDiagnostic], category: ErrorCategory) {
    self.diagnostics = diagnostics
    self.category = category
  }

  /// The first problem, and how many more there are.
  public var description: String {
    guard let first = diagnostics.first else { return "invalid scene" }
    let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more problem(s))" : ""
    return "\(first)\(more)"
  }
}
