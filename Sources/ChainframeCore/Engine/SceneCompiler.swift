/// Compiles a ``Scene`` into per-frame keyframe arrays.
///
/// Semantics, chosen so every frame is a pure function of its index:
/// - Frame `n` samples time `n / fps` exactly (JH sampled `ceil(60·d)+2` values per link; we
///   sample only output frames).
/// - Before its first animation starts a property shows its base value; after an animation
///   ends its final value holds.
/// - When animations of one property overlap, the one that started later wins; equal starts
///   go to the one written later.
/// - An animation without `from` starts from the value the property has at its start time,
///   decided here at compile time, never from live state.
public enum SceneCompiler {
  /// Compiles `scene`.
  public static func compile(_ scene: Scene) -> CompiledScene {
    let clock = scene.canvas.clock
    let layers = scene.layers.map { compile($0, clock: clock) }
    return CompiledScene(canvas: scene.canvas, clock: clock, layers: layers)
  }

  static func compile(_ layer: Layer, clock: FrameClock) -> CompiledLayer {
    // Group by property in order of first appearance (an Array, not a Dictionary, so track
    // order never depends on hashing).
    var groups: [(property: AnimatableProperty, specs: [(index: Int, spec: AnimationSpec)])] = []
    for (index, spec) in layer.animations.enumerated() {
      if let g = groups.firstIndex(where: { $0.property == spec.property }) {
        groups[g].specs.append((index, spec))
      } else {
        groups.append((spec.property, [(index, spec)]))
      }
    }
    let tracks = groups.map { group in
      compileTrack(
        property: group.property, specs: group.specs.map(\.spec), base: layer.base, clock: clock)
    }
    return CompiledLayer(id: layer.id, shape: layer.shape, base: layer.base, tracks: tracks)
  }

  static func compileTrack(
    property: AnimatableProperty, specs: [AnimationSpec], base: LayerState, clock: FrameClock
  ) -> Track {
    let baseValue = base[property]
    // Stable sort by start time keeps file order for equal starts, so "later wins" holds.
    let ordered = specs.enumerated().sorted { a, b in
      a.element.delay != b.element.delay ? a.element.delay < b.element.delay : a.offset < b.offset
    }.map(\.element)

    var segments: [(start: Double, curve: any AnimationCurve)] = []
    func composite(at time: Double) -> [Double] {
      guard let segment = segments.last(where: { $0.start <= time }) else { return baseValue }
      return segment.curve.value(at: time - segment.start)
    }
    for spec in ordered {
      let from = spec.from ?? composite(at: spec.delay)
      let to = spec.to ?? from
      let curve = BasicCurve(from: from, to: to, duration: spec.duration, timing: spec.timing)
      segments.append((spec.delay, curve))
    }

    let count = property.count
    let startFrames = segments.map { clock.frame(atOrAfter: $0.start) }
    var values = [Double](repeating: 0, count: clock.frameCount * count)
    var segmentIndex = -1
    for n in 0..<clock.frameCount {
      while segmentIndex + 1 < segments.count && startFrames[segmentIndex + 1] <= n {
        segmentIndex += 1
      }
      let value: [Double]
      if segmentIndex < 0 {
        value = baseValue
      } else {
        let segment = segments[segmentIndex]
        value = segment.curve.value(at: max(0, clock.time(ofFrame: n, since: segment.start)))
      }
      for i in 0..<count { values[n * count + i] = value[i] }
    }
    return Track(property: property, values: values)
  }
}
