import ChainframeModel

/// Budgets on bezier paths, counted before any path data is made: one path may have at most
/// ``maxPathVertices`` vertices (the scene model's 1 MB of path data), and the file's animated
/// paths together at most ``maxMorphVertexFrames`` vertices × output frames (a morph is
/// re-interpolated at every frame). The shared suite's largest file uses 59,697 vertex-frames;
/// a 2,000-vertex morph over 300 frames (600,000) took a minute to translate before this.
extension LottieTranslator {
  /// Most vertices of one path.
  static let maxPathVertices = 20_000
  /// Most vertices × output frames over all animated paths of a file.
  static let maxMorphVertexFrames = 250_000

  /// Whether the path `ks` (static or animated) fits the budgets; spends its share of the
  /// morph budget when animated. A path over budget is reported (with its JSON path) and not
  /// drawn.
  mutating func spendVertexBudget(_ ks: LottieJSON) -> Bool {
    let k = ks["k"]
    let keyframes = k.map { $0.isArray ? $0.array.filter(\.isObject) : [] } ?? []
    let isAnimated = keyframes.first?["s"] != nil || keyframes.count > 1
    var vertices = 0
    for shape in isAnimated ? keyframes.compactMap({ $0["s"].flatMap { $0.isArray ? $0.array.first : $0 } }) : [k] {
      vertices = max(vertices, shape?["v"]?.array.count ?? 0)
    }
    guard vertices <= Self.maxPathVertices else {
      report(ks, "a path with \(vertices) vertices (more than \(Self.maxPathVertices))", "not drawn")
      return false
    }
    guard isAnimated else { return true }
    let cost = vertices * animator.timebase.frameCount
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
