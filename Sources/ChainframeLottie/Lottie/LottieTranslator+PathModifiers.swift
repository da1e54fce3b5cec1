import ChainframeModel

/// Shapes reshaped by the modifiers lottie-web applies to their vertices: pucker & bloat
/// (`pb`), zig-zag (`zz`) and offset path (`op`), together with any round corners (`rd`),
/// in lottie-web's order (the modifier nearest the shape first). The shape is turned into
/// vertices as lottie-web builds them, modified, and drawn as a path (per frame when the shape
/// or a modifier animates). Trims still apply afterwards, as styles do.
extension LottieTranslator {
  /// The modifier types that move or add vertices.
  static let vertexModifierTypes: Set<String> = ["pb", "zz", "op"]

  /// Most vertices a reshaped path may reach: at the longest numbers (about 140 bytes a
  /// vertex) its path data stays within the scene model's 1 MB.
  static let maxReshapedVertices = 5_000

  /// The modifiers (by JSON path) whose result was not finite at some frame, left out there.
  private final class Overflow {
    var modifiers: [String] = []
  }

  /// Whether `modifiers` holds one that moves or adds vertices.
  static func reshapes(_ modifiers: [LottieJSON]) -> Bool {
    modifiers.contains { vertexModifierTypes.contains($0["ty"]?.string ?? "") }
  }

  /// One modifier step with its properties read.
  private enum Step {
    case corners(LottieProperty)
    case pucker(LottieProperty)
    case zigZag(amplitude: LottieProperty, ridges: LottieProperty, pointType: LottieProperty, maxRidges: Int)
    case offset(amount: LottieProperty, lineJoin: Int, miterLimit: LottieProperty)

    var properties: [LottieProperty] {
      switch self {
      case .corners(let r), .pucker(let r): [r]
      case .zigZag(let a, let r, let t, _): [a, r, t]
      case .offset(let a, _, let m): [a, m]
      }
    }

    func apply(_ path: LottieVertexPath, at frame: Double) -> LottieVertexPath {
      func value(_ p: LottieProperty) -> Double { p.value(at: frame).first ?? 0 }
      switch self {
      case .corners(let r):
        return LottieVertexPath(
          flat: LottieRoundCorners.apply(path.flat, closed: path.closed, radius: value(r)), closed: path.closed)
      case .pucker(let a):
        return LottiePuckerBloat.apply(path, amount: value(a))
      case .zigZag(let a, let r, let t, let maxRidges):
        let ridges = value(r)
        let count = ridges.isFinite ? Int(min(max(ridges.rounded(), 0), Double(maxRidges))) : 0
        return LottieZigZag.apply(path, amplitude: value(a), ridges: count, pointType: Int(value(t).rounded()))
      case .offset(let a, let join, let limit):
        return LottieOffsetPath.apply(path, amount: value(a), lineJoin: join, miterLimit: value(limit))
      }
    }
  }

  /// The outline of shape `item` (`sh`, `rc`, `el`, `sr`) with the vertex modifiers and round
  /// corners of `modifiers` applied; nil when it has no vertices.
  mutating func reshapedOutline(_ item: LottieJSON, modifiers: [LottieJSON]) -> Outline? {
    guard let source = vertexSource(item) else { return nil }
    var steps: [(step: Step, modifier: LottieJSON)] = []
    var vertices = source.vertices
    var sawReshape = false
    for modifier in modifiers {
      let zero = LottieProperty(value: [0], path: modifier.path)
      switch modifier["ty"]?.string ?? "" {
      case "rd":
        steps.append((.corners(LottieProperty(modifier["r"]) ?? zero), modifier))
        vertices *= 2
      case "pb":
        sawReshape = true
        steps.append((.pucker(LottieProperty(modifier["a"]) ?? zero), modifier))
      case "zz":
        sawReshape = true
        let ridges = LottieProperty(modifier["r"]) ?? zero
        let most = ([ridges.initial] + ridges.keyframes.map(\.value)).compactMap(\.first).filter(\.isFinite).max() ?? 0
        // Every vertex and ridge becomes a vertex: the ridges are cut so the path stays in budget.
        let maxRidges = max(0, Self.maxReshapedVertices / max(vertices, 1) - 1)
        if most.rounded() > Double(maxRidges) {
          report(
            modifier["r"], "zig-zag with \(Int(min(most, 1e9))) ridges per segment on \(vertices) vertices",
            "cut to \(maxRidges) per segment")
        }
        let ridgeCount = min(max(Int(min(most.rounded(), 1e9)), 0), maxRidges)
        vertices *= ridgeCount + 1
        let zigZag = Step.zigZag(
          amplitude: LottieProperty(modifier["s"]) ?? zero, ridges: ridges,
          pointType: LottieProperty(modifier["pt"]) ?? LottieProperty(value: [1], path: modifier.path),
          maxRidges: maxRidges)
        steps.append((zigZag, modifier))
      case "op":
        sawReshape = true
        // Up to three pieces a segment, both ways round an open path, plus the joins.
        guard vertices * 8 <= Self.maxReshapedVertices else {
          report(modifier, "offset path on a path of \(vertices) vertices", "not applied")
          continue
        }
        let offset = Step.offset(
          amount: LottieProperty(modifier["a"]) ?? zero, lineJoin: modifier.int("lj") ?? 1,
          miterLimit: LottieProperty(modifier["ml"]) ?? LottieProperty(value: [4], path: modifier.path))
        steps.append((offset, modifier))
        vertices *= 8
      case "tm":
        if !sawReshape, Self.reshapes(modifiers) {
          report(modifier, "a trim listed before a pucker/bloat, zig-zag or offset path", "applied after them")
        }
      default:
        continue
      }
    }
    let overflow = Overflow()
    let draw: (Double) -> String? = { frame in
      guard var path = source.path(frame) else { return nil }
      for (step, modifier) in steps {
        let next = step.apply(path, at: frame)
        // Amounts near the largest numbers overflow: that step is left out, not drawn as zeros.
        guard next.flat.allSatisfy({ $0.isFinite }) else {
          if !overflow.modifiers.contains(modifier.path) { overflow.modifiers.append(modifier.path) }
          continue
        }
        path = next
      }
      return path.pathData
    }
    defer {
      for path in overflow.modifiers {
        report(
          modifiers.first { $0.path == path }, "a path modifier whose result is not a finite number",
          "left out where it overflows")
      }
    }
    let animated = source.isAnimated || steps.contains { $0.step.properties.contains(where: \.isAnimated) }
    guard animated else { return draw(0).map(Outline.path) }
    let cost = vertices * morphFrames.count
    guard cost <= morphBudget else {
      report(
        item, "reshaped paths with more than \(Self.maxMorphVertexFrames) vertices × frames in all",
        "drawn with its first outline")
      return draw(animator.timebase.localFrame(ofOutput: 0)).map(Outline.path)
    }
    morphBudget -= cost
    return baked(item, draw)
  }

  /// A shape's vertices at a layer frame, as lottie-web builds them, and whether they change.
  private struct VertexSource {
    var vertices: Int
    var isAnimated: Bool
    var path: (Double) -> LottieVertexPath?
  }

  /// The vertices of shape `item` at any frame; nil when it is not a shape or has none.
  private mutating func vertexSource(_ item: LottieJSON) -> VertexSource? {
    let reversed = Self.isReversed(item)
    func point(_ p: LottieProperty?, _ frame: Double) -> SIMD2<Double> {
      let v = p?.value(at: frame) ?? []
      return SIMD2(v.first ?? 0, v.count > 1 ? v[1] : (v.first ?? 0))
    }
    switch item["ty"]?.string ?? "" {
    case "sh":
      guard let ks = item["ks"], spendVertexBudget(ks) else { return nil }
      if let first = ks["k"]?.array.first, first.isObject, ks["k"]?.count ?? 0 > 1 || first["s"] != nil {
        let read = LottieShapeKeyframes(ks)
        var keyframes = read.keyframes.sorted { $0.time < $1.time }
        guard let head = keyframes.first else { return nil }
        if read.counts.count > 1 {
          report(ks, "shape morph between paths with different vertex counts", "the extra vertices are dropped")
          let shortest = read.counts.min() ?? 0
          for k in keyframes.indices { keyframes[k].value = Array(keyframes[k].value.prefix(shortest)) }
        }
        let property = LottieProperty(initial: head.value, keyframes: keyframes, path: ks.path)
        let closed = read.closed
        return VertexSource(vertices: head.value.count / 6, isAnimated: property.isAnimated) {
          LottieVertexPath(flat: property.value(at: $0), closed: closed)
        }
      }
      guard let value = ks["k"], let flat = Self.flatten(value) else { return nil }
      let path = LottieVertexPath(flat: flat, closed: value.bool("c"))
      return VertexSource(vertices: path.count, isAnimated: false) { _ in path }
    case "rc":
      let p = LottieProperty(item["p"])
      let s = LottieProperty(item["s"])
      let r = LottieProperty(item["r"])
      return VertexSource(vertices: 8, isAnimated: [p, s, r].contains { $0?.isAnimated ?? false }) { f in
        LottieShapeVertices.rect(
          center: point(p, f), size: point(s, f), radius: r?.value(at: f).first ?? 0, reversed: reversed)
      }
    case "el":
      let p = LottieProperty(item["p"])
      let s = LottieProperty(item["s"])
      return VertexSource(vertices: 4, isAnimated: [p, s].contains { $0?.isAnimated ?? false }) { f in
        LottieShapeVertices.ellipse(center: point(p, f), size: point(s, f), reversed: reversed)
      }
    case "sr":
      let props = ["p", "pt", "or", "ir", "r", "os", "is"].map { LottieProperty(item[$0]) }
      let isStar = item.int("sy") != 2
      // The most points between keyframes (stars beyond 1,000 points draw nothing).
      let counts = ([props[1]?.initial ?? [5]] + (props[1]?.keyframes.map(\.value) ?? [])).compactMap(\.first)
      let points = min(counts.filter(\.isFinite).max() ?? 0, 1000).rounded(.down)
      guard points >= 1 else { return nil }
      return VertexSource(
        vertices: Int(points) * (isStar ? 2 : 1), isAnimated: props.contains { $0?.isAnimated ?? false }
      ) { f in
        func value(_ k: Int, _ fallback: Double) -> Double { props[k]?.value(at: f).first ?? fallback }
        return LottieShapeVertices.star(
          center: point(props[0], f), points: value(1, 5), outer: value(2, 0), inner: value(3, 0),
          rotation: value(4, 0), star: isStar, reversed: reversed, outerRoundness: value(5, 0),
          innerRoundness: isStar ? value(6, 0) : 0)
      }
    default:
      return nil
    }
  }
}
