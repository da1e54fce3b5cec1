import ChainframeModel

/// Turns Lottie properties into a layer's base values and `animations:` entries: keyframes
/// with their own cubic-bezier easing and holds where the scene format can say it exactly,
/// otherwise (curved motion paths, keyframes before the first frame, time remapping) the
/// Lottie value baked at every output frame.
struct LottieAnimator {
  /// The clock of the composition being translated.
  var timebase: LottieTimebase
  /// Findings collected while translating.
  var findings: [LottieFinding] = []
  /// What is left of ``maxSweptFrames`` (see ``spendSweep(path:feature:effect:)``).
  var sweptFramesLeft = Self.maxSweptFrames
  /// Whether the spent sweep budget was reported (once per file).
  var reportedSweepBudget = false

  /// How a property is written.
  struct Target {
    /// Scene property name (`position`, `fill`, …).
    var name: String
    /// Per-dimension names when dimensions ease separately (`position.x`, `position.y`).
    var split: [String]? = nil
    /// Whether dimensions that ease separately are baked per frame (the scene model has no
    /// per-dimension property, as for `anchor`), instead of written as one eased value.
    var bakesUnevenEasing = false
    /// Lottie value → scene components.
    var convert: ([Double]) -> [Double]
    /// Scene components → YAML value.
    var format: ([Double]) -> SceneText
  }

  /// The base value (at the first keyframe) and the animations of `property`.
  mutating func animate(_ property: LottieProperty, _ target: Target) -> (base: SceneText, animations: [SceneText]) {
    let base = target.format(target.convert(property.initial))
    guard property.isAnimated else { return (base, []) }
    let times = property.keyframes.map { timebase.seconds($0.time) }
    let uneven = target.bakesUnevenEasing && !property.keyframes.allSatisfy(\.easingIsUniform)
    let native =
      timebase.isLinear && timebase.stretch > 0 && times.allSatisfy { $0 >= 0 } && !property.hasCurvedSegments
      && !property.hasSpatialOvershoot
      && !uneven && property.loop == nil
    guard native else {
      let baked = bake(property, target)
      // Constant over the output (a freeze-frame time remap): the value shown, not the first key's.
      guard baked.isEmpty else { return (base, baked) }
      return (target.format(target.convert(property.value(at: timebase.localFrame(ofOutput: 0)))), [])
    }
    let hasHold = property.keyframes.contains(where: \.hold)
    func stopTime(_ s: Double) -> Double { hasHold && s > 1e-9 ? s - 1e-9 : s }
    let uniform = property.keyframes.allSatisfy(\.easingIsUniform)
    let dimensions = target.split.map { uniform ? [nil] : $0.indices.map { Optional($0) } } ?? [nil]
    var animations: [SceneText] = []
    for dimension in dimensions {
      var stops: [SceneText] = []
      for (k, key) in property.keyframes.enumerated() {
        let value = target.convert(key.value)
        var entries: [(SceneKey, SceneText)] = [
          (.time, .number(stopTime(times[k]))),
          (.value, dimension.map { .number(value[min($0, value.count - 1)]) } ?? target.format(value)),
        ]
        if k + 1 < property.keyframes.count {
          if key.hold {
            entries.append((.hold, .bool(true)))
          } else {
            let e = key.easing(dimension ?? 0)
            if !(e.0 == e.1 && e.2 == e.3) {
              let text = [e.0, e.1, e.2, e.3].map(SceneText.format).joined(separator: ", ")
              entries.append((.easing, .string("cubic-bezier(\(text))")))
            }
          }
        }
        stops.append(.map(entries))
      }
      let name = dimension.flatMap { target.split?[$0] } ?? target.name
      animations.append(.map([(.property, .string(name)), (.keyframes, .list(stops))]))
    }
    return (base, animations)
  }

  /// The property's value at every output frame, as linear keyframes (runs of equal values
  /// kept as two stops).
  mutating func bake(_ property: LottieProperty, _ target: Target) -> [SceneText] {
    bake(name: target.name, path: property.path, format: target.format) { target.convert(property.value(at: $0)) }
  }

  /// `value` (of this composition's frame) at every output frame, as linear keyframes of
  /// `name`; nothing (and a finding) beyond ``SceneLimits/maxKeyframes`` frames.
  mutating func bake(
    name: String, path: String, format: ([Double]) -> SceneText, value: (Double) -> [Double]
  ) -> [SceneText] {
    let count = timebase.frameCount
    guard count <= SceneLimits.maxKeyframes else {
      findings.append(
        LottieFinding(
          path: path, feature: "animation that needs per-frame values over \(count) frames",
          effect: "held at its first value"))
      return []
    }
    guard spendSweep(path: path, feature: "animation that needs per-frame values", effect: "held at its first value")
    else { return [] }
    return bake(name: name, format: format, values: (0..<count).map { value(timebase.localFrame(ofOutput: $0)) })
  }

  /// `values` (one per output frame, from ``bake(name:path:format:value:)`` or computed at
  /// once for many layers) as linear keyframes of `name`; nothing when they never change.
  func bake(name: String, format: ([Double]) -> SceneText, values: [[Double]]) -> [SceneText] {
    let count = values.count
    guard count > 0, !values.allSatisfy({ $0 == values[0] }) else { return [] }
    var stops: [SceneText] = []
    for n in 0..<count {
      let keep = n == 0 || n == count - 1 || values[n] != values[n - 1] || values[n] != values[n + 1]
      guard keep else { continue }
      let time = timebase.fps.seconds(ofFrames: n)
      stops.append(.map([(.time, .number(time)), (.value, format(values[n]))]))
    }
    return [.map([(.property, .string(name)), (.keyframes, .list(stops))])]
  }
}

extension LottieAnimator.Target {
  /// A number scaled by `factor`.
  static func scalar(_ name: String, factor: Double = 1) -> Self {
    Self(name: name, convert: { [($0.first ?? 0) * factor] }, format: { .number($0[0]) })
  }

  /// A pair scaled by `factor`, split into `.x`/`.y` (`size.width`/`size.height`) when
  /// dimensions ease separately.
  static func pair(_ name: String, factor: Double = 1, offset: (Double, Double) = (0, 0)) -> Self {
    let split: [String]? =
      switch name {
      case "size": ["size.width", "size.height"]
      case "position", "scale": ["\(name).x", "\(name).y"]
      default: nil
      }
    return Self(
      name: name, split: split, bakesUnevenEasing: split == nil,
      convert: { v in
        let x = v.first ?? 0
        let y = v.count > 1 ? v[1] : x
        return [x * factor + offset.0, y * factor + offset.1]
      }, format: { .pair($0[0], $0[1]) })
  }

  /// A Lottie colour (0…1 channels) with a fixed alpha.
  static func color(_ name: String, alpha: Double) -> Self {
    Self(
      name: name, convert: { v in [v.count > 0 ? v[0] : 0, v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0, alpha] },
      format: { .string(LottieAnimator.colorText($0)) })
  }

  /// An opacity (percent) applied to a fixed colour.
  static func alpha(_ name: String, color: [Double]) -> Self {
    Self(
      name: name,
      convert: { v in
        [
          color.count > 0 ? color[0] : 0, color.count > 1 ? color[1] : 0, color.count > 2 ? color[2] : 0,
          (v.first ?? 100) / 100,
        ]
      },
      format: { .string(LottieAnimator.colorText($0)) })
  }
}

extension LottieAnimator {
  /// `rgb(R G B / A)` with fractional channels, exact enough for 8-bit output.
  static func colorText(_ c: [Double]) -> String {
    func channel(_ v: Double) -> String { SceneText.format(min(max(v, 0), 1) * 255) }
    let alpha = c.count > 3 ? min(max(c[3], 0), 1) : 1
    return "rgb(\(channel(c[0])) \(channel(c[1])) \(channel(c[2])) / \(SceneText.format(alpha)))"
  }
}
