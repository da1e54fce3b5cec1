import ChainframeCore

/// The work stopped because its task was cancelled (or the caller's cancellation check said
/// so); nothing was left at the destination.
public struct RenderCancelled: CategorizedError, Sendable {
  /// Creates the error.
  public init() {}
  /// "the render was cancelled; nothing was written".
  public var description: String { "the render was cancelled; nothing was written" }
  /// Always `ErrorCategory.cancelled`.
  public var category: ErrorCategory { .cancelled }
}
