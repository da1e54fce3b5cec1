/// Loading or compiling stopped because the caller's cancellation hook
/// (`SceneLoadOptions/shouldCancel` or `CompileOptions/shouldCancel`) returned true.
public struct SceneCancelled: CategorizedError, Sendable, Hashable {
  /// Which step was running.
  public enum Stage: String, Sendable, Hashable {
    /// Parsing, decoding and checking the scene file.
    case loading
    /// Compiling the scene's tracks.
    case compiling
  }

  /// The step that stopped.
  public var stage: Stage

  /// Creates the error.
  public init(stage: Stage) { self.stage = stage }

  /// Always ``ErrorCategory/cancelled``.
  public var category: ErrorCategory { .cancelled }

  /// One line for users.
  public var description: String { "cancelled while \(stage.rawValue) the scene" }
}
