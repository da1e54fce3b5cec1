import ChainframeModel
import Foundation

/// Checks the values animations reach against the ranges static values must respect
/// (``AnimatableProperty/range``, from ``PropertyTable``), and that every reached value is finite.
///
/// A static `scale: 1e9` is refused by the decoder; an animation driving scale to 1e9 (or a
/// chain repeating `transformScale(10)`) would otherwise reach the renderer, where Cairo
/// spends minutes on a layer larger than any canvas, or a NaN makes a transform
/// non-invertible. Each segment is resolved exactly as compilation resolves it and sampled at
/// up to ``samplesPerSegment`` evenly spaced times plus its end, within the scene.
package enum AnimatedRangeCheck {
  /// Samples per segment besides its end value: enough for overshooting easings and springs
  /// to show their peak to within a few percent, cheap enough for 10,000 layers.
  static let samplesPerSegment = 32

  /// Problems, at most one per layer, in layer order.
  package static func check(_ scene: Scene, cancel: CancelProbe) -> [SceneDiagnostic] {
    let clock = scene.canvas.clock
    let flat = LayerTree.flatten(scene.layers)
    let results = ParallelMap.map(flat.count) { i -> SceneDiagnostic? in
      let layer = flat[i].layer
      guard !layer.animations.isEmpty || !layer.chains.isEmpty else { return nil }
      if cancel.isActive && cancel.cancelled { return nil }
      let compiler = LayerCompiler(layer: layer, clock: clock, cancel: cancel)
      compiler.run()
      for segment in compiler.segments {
        if let problem = check(segment, clock: clock) { return problem }
      }
      return nil
    }
    return results.compactMap { $0 }
  }

  /// The worst out-of-range or non-finite value `segment` writes within the scene (the
  /// first non-finite one, else the one farthest beyond its range).
  static func check(_ segment: CompiledSegment, clock: FrameClock) -> SceneDiagnostic? {
    let sceneEnd = clock.duration
    guard segment.start <= sceneEnd else { return nil }
    let range = segment.property.range
    if let endpoints = endpointsIfBetween(segment) {
      // The curve never leaves the segment between its end values, and the range is an
      // interval: checking the two ends is exact (and keeps 10,000 layers cheap).
      for values in endpoints {
        for v in values where !v.isFinite || !(range?.contains(v) ?? true) {
          return diagnostic(v, segment: segment, range: range)
        }
      }
      return nil
    }
    let end = min(segment.curve.duration, sceneEnd - segment.start)
    let span = end.isFinite ? max(end, 0) : 0
    let steps = span > 0 ? samplesPerSegment : 0
    var worst: Double?
    var worstExcess = 0.0
    func consider(_ values: [Double]) -> Bool {
      for v in values {
        guard v.isFinite else {
          worst = v
          return false
        }
        guard let range, !range.contains(v) else { continue }
        let excess = v < range.lowerBound ? range.lowerBound - v : v - range.upperBound
        if excess > worstExcess {
          worstExcess = excess
          worst = v
        }
      }
      return true
    }
    for k in 0...steps {
      let t = steps == 0 ? 0 : span * Double(k) / Double(steps)
      if !consider(segment.value(atLocal: t)) { break }
    }
    if worst?.isFinite ?? true, segment.curve.duration.isFinite, segment.curve.duration <= sceneEnd - segment.start {
      _ = consider(segment.value(atLocal: segment.curve.duration))
    }
    guard let v = worst else { return nil }
    return diagnostic(v, segment: segment, range: range)
  }

  /// The end values of a segment whose every value lies between them: a basic curve (or a
  /// repeat of one) whose easing stays within 0…1, without rounding. Nil otherwise.
  static func endpointsIfBetween(_ segment: CompiledSegment) -> [[Double]]? {
    guard segment.roundingFactor == 0 else { return nil }
    var curve: any AnimationCurve = segment.curve
    if let repeated = curve as? RepeatCurve { curve = repeated.inner }
    guard let basic = curve as? BasicCurve, staysWithinEnds(basic.timing) else { return nil }
    return [basic.from, basic.to]
  }

  /// True for easings whose output never leaves 0…1 (no overshoot).
  static func staysWithinEnds(_ timing: TimingFunction) -> Bool {
    switch timing {
    case .linear, .steps: return true
    case .cubicBezier(_, let y1, _, let y2): return (0...1).contains(y1) && (0...1).contains(y2)
    case .piecewiseLinear(let points): return points.allSatisfy { (0...1).contains($0.output) }
    case .penner(let easing):
      let name = easing.rawValue
      return !name.contains("Back") && !name.contains("Elastic")
    }
  }

  private static func diagnostic(_ v: Double, segment: CompiledSegment, range: ClosedRange<Double>?) -> SceneDiagnostic
  {
    let name = segment.property.name
    if !v.isFinite {
      return SceneDiagnostic(
        location: segment.location, keyPath: segment.name, message: "animates \(name) to \(v) (not a finite number)",
        hint:
          "check the animation's values, easing and spring for overflow (a very stiff spring with a tiny mass diverges)"
      )
    }
    let limit = range.map(describe) ?? ""
    return SceneDiagnostic(
      location: segment.location, keyPath: segment.name,
      message: "animates \(name) to \(formatValue(v)), beyond the limit of \(limit)",
      hint:
        "animated values must stay within the same range as static ones (SceneLimits); lower the target, the repeat count or the easing's overshoot"
    )
  }

  /// `1e9` for huge values, plain digits for moderate whole numbers.
  static func formatValue(_ v: Double) -> String {
    if abs(v) >= 1e7 {
      let exponent = Int(log10(abs(v)).rounded(.down))
      let mantissa = v / pow(10, Double(exponent))
      let m = (mantissa * 100).rounded() / 100
      return (m == m.rounded() ? String(Int(m)) : String(m)) + "e\(exponent)"
    }
    return DiagnosticFormat.number((v * 1000).rounded() / 1000)
  }

  /// `±10,000` for symmetric ranges, `0 to 1,000,000` otherwise.
  static func describe(_ range: ClosedRange<Double>) -> String {
    func f(_ v: Double) -> String {
      if v == v.rounded(), abs(v) < 1e15 { return (v < 0 ? "-" : "") + DiagnosticFormat.count(Int(abs(v))) }
      return "\(v)"
    }
    if range.lowerBound == -range.upperBound { return "±" + f(range.upperBound) }
    return f(range.lowerBound) + " to " + f(range.upperBound)
  }
}
