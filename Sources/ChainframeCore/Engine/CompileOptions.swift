/// Switches for ``SceneCompiler/compile(_:options:)``.
public struct CompileOptions: Sendable, Hashable {
  /// Record tracer events (started, reached, reversed, repeated, markers, stopped).
  public var trace: Bool

  /// Creates options; tracing is off by default because it costs a pass over every track.
  public init(trace: Bool = false) { self.trace = trace }
}
