import ChainframeModel

/// Budgets on bezier paths, counted before any path data is made: one path may have at most
/// ``maxPathVertices`` vertices (the scene model's 1 MB of path data), and the file's animated
/// paths together at most ``maxMorphVertexFrames`` vertices × output frames (a morph is
/// re-interpolated at every frame its layer can show in). The shared suite's largest file uses 59,697 vertex-frames;
/// a 2,000-vertex morph over 300 frames (600,000) took a minute to translate before this.
extension LottieTranslator {
  /// Most vertices of one path.
  static let maxPathVertices = 20_000
  /// Most vertices × output frames over all animated paths of a file.
  static let maxMorphVertexFrames = 250_000

  /// The output frames a morph is made for: those in which the current layer can show.
  var morphFrames: Range<Int> {
    let all = 0..<animator.timebase.frameCount
    return visibleOutput?.clamped(to: all) ?? all
  }

  /// Output frames in which a layer of the current composition with in–out range `[ip, op)`
  /// can show, within the enclosing layers' (one frame of margin on each side, so rounding
  /// never drops a frame the layer is drawn in).
  func outputFrames(ip: Double, op: Double) -> Range<Int> {
    let outer = visibleOutput ?? 0..<animator.timebase.frameCount
    guard let range = animator.timebase.visibleRange(ip: ip, op: op) else {
      return outer.lowerBound..<outer.lowerBound
    }
    let fps = animator.timebase.fps.doubleValue
    let low = max(Int(max(range.start * fps, -1e9).rounded(.down)) - 1, outer.lowerBound)
    let high = min(Int(min(range.end * fps, 1e9).rounded(.up)) + 1, outer.upperBound)
    return low < high ? low..<high : low..<low
  }

  /// Whether the path `ks` (static or animated) fits the budgets; spends its share of the
  /// morph budget when animated. A path over budget is reported (with its JSON path) and not
  /// drawn.
  mutating func spendVertexBudget(_ ks: LottieJSON) -> Bool {
    let k = ks["k"]
    let keyframes = k.map { $0.isArray ? $0.array.filter(\.isObject) : [] } ?? []
    let isAnimated = keyframes.first?["s"] != nil || keyframes.count > 1
    var vertices = 0
    for shape in isAnimated ? keyframes.compactMap({ $0["s"].flatMap { $0.isArray ? $0.array.first : $0 } }) : [k] {
      vertices = max(vertices, shape?["v"]?.count ?? 0)
    }
    guard vertices <= Self.maxPathVertices else {
      report(ks, "a path with \(vertices) vertices (more than \(Self.maxPathVertices))", "not drawn")
      return false
    }
    guard isAnimated else { return true }
    let cost = vertices * morphFrames.count
    guard cost <= morphBudget else {
      report(
        ks, "shape morphs with more than \(Self.maxMorphVertexFrames) vertices × frames in all",
        "this path is not drawn")
      return false
    }
    morphBudget -= cost
    return true
  }
}
