import ChainframeModel

/// One worker's reusable frame state: frame after frame, the animated layers' values are
/// written over the previous frame's in place.
///
/// Building a fresh ``FrameState`` allocates one array per animated layer per frame (and one
/// for the layers), and frees the previous frame's: on a scene of a few dozen layers that is
/// most of the engine's cost per frame. Static layers are written once, on the first frame of
/// a scene. One per worker; a value type, never shared between threads.
package struct FrameWorkspace {
  /// The scene the states belong to; nil before the first frame.
  private var scene: SceneIdentity?
  /// The last frame's states.
  private(set) var state = FrameState(index: 0, time: 0, layers: [])

  /// An empty workspace.
  package init() {}

  /// Updates the states to frame `n` of `scene` and returns nothing: read them through
  /// ``state``. The values are exactly ``CompiledScene/frameState(_:)``'s.
  ///
  /// - Precondition: `0 <= n < scene.frameCount`.
  mutating func update(_ scene: CompiledScene, frame n: Int) {
    guard self.scene === scene.identity, state.layers.count == scene.layers.count else {
      state = scene.frameState(n)
      self.scene = scene.identity
      return
    }
    scene.update(&state, toFrame: n)
  }
}
