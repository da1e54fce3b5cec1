import ChainframeModel

/// A scene compiled to per-frame values: everything the renderer needs, with no animation
/// logic left.
///
/// `frameState(_:)` is a pure function of the frame index, so frames can be rendered on any
/// worker in any order.
package struct CompiledScene: Sendable {
  /// The canvas the scene draws on.
  package let canvas: Canvas
  /// Frame index ↔ time.
  package let clock: FrameClock
  /// Layers, back to front.
  package let layers: [CompiledLayer]
  /// Tracer events, in layer then frame order; empty unless tracing was requested.
  package let trace: [TraceEvent]
  /// Sub-frame tracks of the layers with motion blur; nil when no layer is blurred.
  package var subframes: SubframeTracks?
  /// The top-level layers (no parent), back to front: what a display list iterates.
  let roots: [Int]
  /// How many of `roots`, from the back, look the same on every frame (with everything
  /// under them): the display lists' static prefix is drawn from these.
  let staticRoots: Int
  /// Shared by copies of this scene, new for every compile: lets a ``FrameWorkspace`` reuse
  /// the states it wrote for this scene.
  package let identity = SceneIdentity()

  /// Creates a compiled scene.
  package init(canvas: Canvas, clock: FrameClock, layers: [CompiledLayer], trace: [TraceEvent] = []) {
    self.canvas = canvas
    self.clock = clock
    self.layers = layers
    self.trace = trace
    roots = layers.indices.filter { layers[$0].parent == nil }
    staticRoots = roots.firstIndex { !Self.isStatic($0, in: layers) } ?? roots.count
  }

  /// Whether a layer and everything under it look the same on every frame.
  static func isStatic(_ index: Int, in layers: [CompiledLayer]) -> Bool {
    let layer = layers[index]
    guard layer.tracks.isEmpty, layer.style.visible == nil, layer.shape != .video else { return false }
    return layer.children.allSatisfy { isStatic($0, in: layers) }
      && layer.maskLayers.allSatisfy { isStatic($0, in: layers) }
  }

  /// Number of output frames.
  package var frameCount: Int { clock.frameCount }

  /// Every layer's state at frame `n`, O(tracks).
  ///
  /// - Precondition: `0 <= n < frameCount`.
  package func frameState(_ n: Int) -> FrameState {
    precondition(n >= 0 && n < frameCount, "frame \(n) is outside 0..<\(frameCount)")
    // Each layer is read in place: `layers.map { $0.state(atFrame: n) }` copied every
    // compiled layer (and each track), retaining and releasing references the render
    // workers share, a cache line bounced between cores for every one.
    let states = layers.withUnsafeBufferPointer { buffer -> [LayerState] in
      guard let base = buffer.baseAddress else { return [] }
      return (0..<buffer.count).map { CompiledLayer.state(of: base + $0, atFrame: n) }
    }
    return FrameState(index: n, time: clock.time(ofFrame: n), layers: states)
  }

  /// Moves `state`, a state of this scene, to frame `n`: every animated layer's tracks are
  /// written over its slots in place (no allocation once the slots are the state's own), and
  /// static layers keep their values. Gives exactly ``frameState(_:)``'s values.
  ///
  /// - Precondition: `0 <= n < frameCount` and `state` has one state per layer of this scene.
  func update(_ state: inout FrameState, toFrame n: Int) {
    precondition(n >= 0 && n < frameCount, "frame \(n) is outside 0..<\(frameCount)")
    precondition(state.layers.count == layers.count, "a frame state of another scene")
    state.index = n
    state.time = clock.time(ofFrame: n)
    layers.withUnsafeBufferPointer { buffer in
      state.layers.withUnsafeMutableBufferPointer { states in
        guard let base = buffer.baseAddress else { return }
        for i in 0..<buffer.count where !(base + i).pointee.tracks.isEmpty {
          CompiledLayer.write(base + i, atFrame: n, into: &states[i])
        }
      }
    }
  }
}
