import ChainframeModel

/// Compiles a `Scene` into per-frame keyframe arrays.
///
/// Semantics, chosen so every frame is a pure function of its index:
/// - Frame `n` samples time `n / fps` exactly. (JH sampled `ceil(60·d)+2` values per link and
///   let Core Animation interpolate; we sample only at output frames, so nothing is lost or
///   resampled.)
/// - Before its first animation starts a property shows its base value; after an animation
///   ends its final value holds.
/// - When animations of one property overlap, the one that started later wins (equal starts:
///   the one written later); additive animations add to whatever lies beneath.
/// - Missing `from` values, relative targets and chain links start from the values the
///   property has at their start time, decided at compile time, never from live state.
/// - Groups, masks and text pieces are flattened depth first (a layer, its mask layers, then
///   its children), so every layer of the tree compiles independently.
package enum SceneCompiler {
  /// Compiles `scene`.
  ///
  /// Never throws: `options.shouldCancel` is ignored and values are not range-checked (a
  /// scene from `SceneLoader` has been checked already). Use
  /// ``compileChecked(_:options:)`` for cancellation and checks.
  package static func compile(_ scene: Scene, options: CompileOptions = CompileOptions()) -> CompiledScene {
    var plain = options
    plain.shouldCancel = nil
    let outcome = run(scene, options: plain, cancel: CancelProbe(nil), check: false)
    switch outcome {
    case .success(let compiled): return compiled
    case .failure: preconditionFailure("an unchecked compile without a cancellation hook failed")
    }
  }

  /// Compiles `scene`, asking `options.shouldCancel` per layer and inside long loops, and
  /// checking every compiled value against `AnimatableProperty/range` (and for being finite).
  ///
  /// - Throws: `SceneCancelled` when the hook returned true; `SceneFileError/invalid(_:)`
  ///   (category `ErrorCategory/data`) naming the layer and animation when a value is out
  ///   of range.
  package static func compileChecked(_ scene: Scene, options: CompileOptions) throws -> CompiledScene {
    let cancel = CancelProbe(options.shouldCancel)
    switch run(scene, options: options, cancel: cancel, check: true) {
    case .success(let compiled): return compiled
    case .failure(let error): throw error
    }
  }

  private enum Failure: Error {
    case cancelled
    case invalid([SceneDiagnostic])
  }

  private static func run(_ scene: Scene, options: CompileOptions, cancel: CancelProbe, check: Bool) -> Result<
    CompiledScene, any Error
  > {
    let clock = scene.canvas.clock
    let flat = LayerTree.flatten(scene.layers)
    let springs = SpringCurveCache()
    let easings = EasingProgressCache()
    // Layers are independent, so they compile in parallel; results are stored by index, so
    // the output never depends on scheduling.
    let results = ParallelMap.map(flat.count) {
      i -> (CompiledLayer, [TraceEvent], SceneDiagnostic?, SubframeTracks.Layer?)? in
      if cancel.isActive && cancel.cancelled { return nil }
      let entry = flat[i]
      let layer = entry.layer
      let blur = MotionBlurResolution.blur(of: layer, canvas: scene.canvas)
      // Blurred layers also need sub-frame tracks from their compiler: never cached.
      let cache = options.trace || blur != nil ? nil : options.trackCache
      let key = cache.flatMap { _ in TrackCache.key(for: layer, clock: clock) }
      let tracks: [Track]
      var problem: SceneDiagnostic?
      var events: [TraceEvent] = []
      var subframes: SubframeTracks.Layer?
      if let cache, let key, let hit = cache.tracks(for: key) {
        tracks = hit
      } else {
        let compiler = LayerCompiler(layer: layer, clock: clock, cancel: cancel, springs: springs, easings: easings)
        compiler.run()
        if cancel.isActive && cancel.cancelled { return nil }
        tracks = compiler.tracks()
        problem = check ? TrackRangeCheck.check(tracks, compiler: compiler) : nil
        if options.trace { events = compiler.traceEvents() }
        // Only checked, clean tracks are shared: an unchecked compile may hold bad values.
        if let cache, let key, check, problem == nil { cache.store(tracks, for: key) }
        subframes = blur.flatMap { b in
          tracks.isEmpty ? nil : SubframeTracks.Layer(blur: b, tracks: compiler.subframeTracks(tracks, blur: b))
        }
      }
      let compiled = CompiledLayer(
        id: layer.id, shape: layer.shape, base: layer.base, tracks: tracks, style: layer.style,
        children: entry.children, maskLayers: entry.masks, maskMode: layer.mask?.mode, parent: entry.parent)
      return (compiled, events, problem, subframes)
    }
    if cancel.isActive && cancel.cancelled { return .failure(SceneCancelled(stage: .compiling)) }
    var layers: [CompiledLayer] = []
    var trace: [TraceEvent] = []
    var problems: [SceneDiagnostic] = []
    var subframes: [SubframeTracks.Layer?] = []
    layers.reserveCapacity(results.count)
    for result in results {
      guard let (layer, events, problem, sub) = result else { return .failure(SceneCancelled(stage: .compiling)) }
      layers.append(layer)
      subframes.append(sub)
      trace.append(contentsOf: events)
      if let problem { problems.append(problem) }
    }
    if !problems.isEmpty { return .failure(SceneFileError.invalid(problems)) }
    var compiled = CompiledScene(canvas: scene.canvas, clock: clock, layers: layers, trace: trace)
    if subframes.contains(where: { $0 != nil }) { compiled.subframes = SubframeTracks(layers: subframes) }
    return .success(compiled)
  }

  /// The time the last animation of `scene` ends or settles, seconds (0 when nothing
  /// animates); what `duration: auto` uses. Animations that repeat forever count until their
  /// first cycle ends.
  package static func lastSettleTime(_ scene: Scene) -> Double {
    // A clock as long as `duration: auto` may be, so springs are followed to their settle time.
    let clock = FrameClock(fps: scene.canvas.fps, duration: SceneLimits.maxAutoDuration)
    let flat = LayerTree.flatten(scene.layers)
    let ends = ParallelMap.map(flat.count) { i -> Double in
      let compiler = LayerCompiler(layer: flat[i].layer, clock: clock)
      compiler.run()
      return compiler.endTime()
    }
    return ends.max() ?? 0
  }
}
