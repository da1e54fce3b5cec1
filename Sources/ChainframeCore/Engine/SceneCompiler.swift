/// Compiles a ``Scene`` into per-frame keyframe arrays.
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
public enum SceneCompiler {
  /// Compiles `scene`.
  public static func compile(_ scene: Scene, options: CompileOptions = CompileOptions()) -> CompiledScene {
    let clock = scene.canvas.clock
    let flat = LayerTree.flatten(scene.layers)
    // Layers are independent, so they compile in parallel; results are stored by index, so
    // the output never depends on scheduling.
    let results = ParallelMap.map(flat.count) { i -> (CompiledLayer, [TraceEvent]) in
      let entry = flat[i]
      let layer = entry.layer
      let compiler = LayerCompiler(layer: layer, clock: clock)
      compiler.run()
      let compiled = CompiledLayer(
        id: layer.id, shape: layer.shape, base: layer.base, tracks: compiler.tracks(), style: layer.style,
        children: entry.children, maskLayers: entry.masks, maskMode: layer.mask?.mode, parent: entry.parent)
      return (compiled, options.trace ? compiler.traceEvents() : [])
    }
    return CompiledScene(
      canvas: scene.canvas, clock: clock, layers: results.map(\.0), trace: results.flatMap(\.1))
  }

  /// The time the last animation of `scene` ends or settles, seconds (0 when nothing
  /// animates); what `duration: auto` uses. Animations that repeat forever count until their
  /// first cycle ends.
  public static func lastSettleTime(_ scene: Scene) -> Double {
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
