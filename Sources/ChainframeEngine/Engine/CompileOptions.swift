import ChainframeModel

/// Switches for ``SceneCompiler/compile(_:options:)`` and
/// ``SceneCompiler/compileChecked(_:options:)``.
package struct CompileOptions: Sendable, Hashable {
  /// Record tracer events (started, reached, reversed, repeated, markers, stopped).
  package var trace: Bool
  /// Asked per layer and every few hundred segments or few thousand frames inside long
  /// loops (a few milliseconds of work at most); when it returns true,
  /// ``SceneCompiler/compileChecked(_:options:)`` stops with `SceneCancelled`. Ignored by
  /// ``SceneCompiler/compile(_:options:)``, which cannot throw. Nil never cancels.
  package var shouldCancel: (@Sendable () -> Bool)?
  /// Where compiled tracks of earlier compiles are looked up and stored (layers with equal
  /// animations, base values and clock share them). Ignored while tracing. Default nil.
  package var trackCache: TrackCache?

  /// Creates options; tracing is off by default because it costs a pass over every track.
  package init(trace: Bool = false, shouldCancel: (@Sendable () -> Bool)? = nil, trackCache: TrackCache? = nil) {
    self.trace = trace
    self.shouldCancel = shouldCancel
    self.trackCache = trackCache
  }

  /// Equal when tracing matches, both have, or both lack, a cancellation hook (closures
  /// cannot be compared) and both use the same track cache (or none).
  package static func == (a: CompileOptions, b: CompileOptions) -> Bool {
    a.trace == b.trace && (a.shouldCancel == nil) == (b.shouldCancel == nil)
      && a.trackCache.map(ObjectIdentifier.init) == b.trackCache.map(ObjectIdentifier.init)
  }

  /// Hashes what `==` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(trace)
    hasher.combine(shouldCancel == nil)
    hasher.combine(trackCache.map(ObjectIdentifier.init))
  }
}
