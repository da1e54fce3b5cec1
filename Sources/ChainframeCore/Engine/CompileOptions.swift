/// Switches for ``SceneCompiler/compile(_:options:)`` and
/// ``SceneCompiler/compileChecked(_:options:)``.
public struct CompileOptions: Sendable, Hashable {
  /// Record tracer events (started, reached, reversed, repeated, markers, stopped).
  public var trace: Bool
  /// Asked per layer and every few hundred segments or few thousand frames inside long
  /// loops (a few milliseconds of work at most); when it returns true,
  /// ``SceneCompiler/compileChecked(_:options:)`` stops with ``SceneCancelled``. Ignored by
  /// ``SceneCompiler/compile(_:options:)``, which cannot throw. Nil never cancels.
  public var shouldCancel: (@Sendable () -> Bool)?

  /// Creates options; tracing is off by default because it costs a pass over every track.
  public init(trace: Bool = false, shouldCancel: (@Sendable () -> Bool)? = nil) {
    self.trace = trace
    self.shouldCancel = shouldCancel
  }

  /// Equal when tracing matches and both have, or both lack, a cancellation hook (closures
  /// cannot be compared).
  public static func == (a: CompileOptions, b: CompileOptions) -> Bool {
    a.trace == b.trace && (a.shouldCancel == nil) == (b.shouldCancel == nil)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(trace)
    hasher.combine(shouldCancel == nil)
  }
}
