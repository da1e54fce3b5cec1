import ChainframeModel

/// Compiles one layer's animations and chains into segments, in order of start time.
///
/// Items are processed in ascending start time (ties: file order, specs before chains), so
/// when an item starts, everything that started before it is already resolved: an implicit
/// `from`, a relative `by`, a chain link's starting values and a spring's settle time are all
/// decided here, at compile time, never from live state.
final class LayerCompiler {
  let layer: Layer
  let clock: FrameClock
  /// Segments in processing order, which is non-decreasing start time.
  private(set) var segments: [CompiledSegment] = [] {
    didSet { indexNewSegments() }
  }
  /// For each slot, the indices of the segments that write it, in order; lets
  /// ``composite(_:at:)`` look only at the segments that decide a value (the last replacing
  /// one and the additive ones after it) instead of every segment, which made long chains
  /// compile in quadratic time.
  private var segmentsBySlot: [Int: [Int]] = [:]
  private var indexedCount = 0
  /// Asked between items; when it says yes, ``run()`` stops early.
  let cancel: CancelProbe?

  /// Exact springs shared with the other layers of the same compile.
  let springs: SpringCurveCache?
  /// Eased progress shared with the other layers of the same compile.
  let easings: EasingProgressCache?

  init(
    layer: Layer, clock: FrameClock, cancel: CancelProbe? = nil, springs: SpringCurveCache? = nil,
    easings: EasingProgressCache? = nil
  ) {
    self.layer = layer
    self.clock = clock
    self.cancel = cancel
    self.springs = springs
    self.easings = easings
  }

  private func indexNewSegments() {
    while indexedCount < segments.count {
      for slot in segments[indexedCount].property.slots { segmentsBySlot[slot, default: []].append(indexedCount) }
      indexedCount += 1
    }
  }

  // MARK: - Scheduling

  private enum Item {
    case spec(Int)
    case link(chain: Int, link: Int, pass: Int, cursor: Double)
  }

  private struct Pending {
    let start: Double
    let order: Int
    let item: Item
  }

  func run() {
    var pending: [Pending] = []
    for (i, spec) in layer.animations.enumerated() {
      pending.append(Pending(start: spec.delay, order: i, item: .spec(i)))
    }
    for (c, chain) in layer.chains.enumerated() where !chain.links.isEmpty {
      pending.append(
        Pending(
          start: chain.links[0].delay, order: layer.animations.count + c,
          item: .link(chain: c, link: 0, pass: 0, cursor: 0)))
    }
    var processed = 0
    while !pending.isEmpty {
      processed += 1
      if processed % 256 == 0, let cancel, cancel.isActive, cancel.cancelled { return }
      // The earliest start; ties by order. Linear scan: a layer has few pending items.
      var best = 0
      for i in 1..<pending.count {
        let a = pending[i]
        let b = pending[best]
        if a.start < b.start || (a.start == b.start && a.order < b.order) { best = i }
      }
      let next = pending.remove(at: best)
      switch next.item {
      case .spec(let i):
        let spec = layer.animations[i]
        add(spec, start: spec.delay, name: spec.name.isEmpty ? "animations[\(i)]" : spec.name)
      case .link(let c, let l, let pass, let cursor):
        let chain = layer.chains[c]
        let link = chain.links[l]
        let start = cursor + link.delay
        let end = start + process(link, chain: chain, index: l, pass: pass, start: start)
        if pass + 1 < link.repeatCount {
          pending.append(
            Pending(
              start: end + link.delay, order: next.order, item: .link(chain: c, link: l, pass: pass + 1, cursor: end)))
        } else if l + 1 < chain.links.count {
          pending.append(
            Pending(
              start: end + chain.links[l + 1].delay, order: next.order,
              item: .link(chain: c, link: l + 1, pass: 0, cursor: end)))
        }
      }
    }
  }

  // MARK: - Resolution

  /// The property's value at time `t` from the base and every segment started by then.
  func composite(_ property: AnimatableProperty, at t: Double) -> [Double] {
    var value = Array(layer.base.slots[property.slots])
    // Per slot, only the last replacing segment started by `t` and the additive ones after
    // it decide the value; earlier ones are overwritten. Applying that set in order gives
    // the same result as applying every segment.
    var deciding: [Int] = []
    for slot in property.slots {
      guard let list = segmentsBySlot[slot] else { continue }
      for index in list.reversed() where segments[index].start <= t + 1e-12 {
        deciding.append(index)
        if !segments[index].additive { break }
      }
    }
    if property.count > 1 {
      deciding.sort()
      var unique: [Int] = []
      for index in deciding where unique.last != index { unique.append(index) }
      deciding = unique
    } else {
      deciding.reverse()
    }
    for index in deciding {
      let segment = segments[index]
      let overlap = segment.property.slots.clamped(to: property.slots)
      if overlap.isEmpty { continue }
      let v = segment.value(atLocal: t - segment.start)
      for slot in overlap {
        let written = v[slot - segment.property.slot]
        let i = slot - property.slot
        value[i] = segment.additive ? value[i] + written : written
      }
    }
    return value
  }

  /// Resolves `spec` at `start` and records its segment; returns its total duration.
  @discardableResult
  func add(_ spec: AnimationSpec, start: Double, name: String) -> Double {
    let property = spec.property
    let from = spec.from ?? composite(property, at: start)
    let to = spec.to ?? spec.by.map { zip(from, $0).map { $0 + $1 } } ?? from
    let remaining = max(clock.duration - start, 0)
    let startFrame = clock.frame(atOrAfter: start)
    var curve: any AnimationCurve
    switch spec.kind {
    case .basic(let duration, let timing):
      var basic = BasicCurve(from: from, to: to, duration: max(duration, 0), timing: timing)
      if timing != .linear { basic.progress = easings?.memo(timing: timing, duration: basic.duration) }
      curve = basic
    case .spring(let parameters, let velocity, let stepping):
      switch stepping {
      case .exact:
        curve =
          springs?.curve(
            from: from, to: to, velocity: velocity, parameters: parameters,
            threshold: property.threshold, horizon: remaining + SpringSolver.step)
          ?? ExactSpringCurve(
            from: from, to: to, velocity: velocity, parameters: parameters,
            threshold: property.threshold, horizon: remaining + SpringSolver.step)
      case .popCompatible:
        curve = PopSpringCurve(
          from: from, to: to, velocity: velocity, parameters: parameters,
          threshold: property.threshold, frameInterval: 1 / clock.fps.doubleValue,
          firstFrameOffset: max(clock.time(ofFrame: startFrame, since: start), 0),
          horizon: remaining + 1 / clock.fps.doubleValue)
      }
    case .decay(let parameters, let velocity):
      curve = DecayCurve(from: from, velocity: velocity, parameters: parameters, threshold: property.threshold)
    case .keyframes(let stops):
      curve = KeyframesCurve(stops: stops)
    case .path(let path, let duration, let timing, let output):
      curve = PathCurve(path: path, duration: max(duration, 0), timing: timing, output: output)
    case .custom(let custom):
      curve = CustomCurve(custom: custom, from: from)
    }
    precondition(
      curve.count == property.count, "\(name): value has \(curve.count) components, \(property) needs \(property.count)"
    )
    let options = spec.options
    var plays = max(options.repeatCount, 1)
    if options.repeatForever && curve.duration > 0 {
      plays = max(1, CheckedConversion.saturating((remaining / curve.duration).rounded(.up)))
    }
    if options.autoreverses { plays *= 2 }
    if plays > 1 && curve.duration > 0 {
      curve = RepeatCurve(inner: curve, plays: plays, autoreverses: options.autoreverses)
    }
    segments.append(
      CompiledSegment(
        property: property, start: start, startFrame: startFrame, curve: curve,
        additive: options.additive, clamp: options.clamp, roundingFactor: options.roundingFactor,
        progressMarkers: options.progressMarkers.sorted(), name: name, location: spec.location))
    return curve.duration
  }

  /// Resolves a chain link's steps against the values at `start` (all together, as they run
  /// together) and returns how long the link lasts.
  private func process(_ link: ChainLink, chain: Chain, index: Int, pass: Int, start: Double) -> Double {
    var resolved: [(AnimationSpec, String)] = []
    for step in link.steps {
      let name = "\(chain.name).links[\(index)]\(link.repeatCount > 1 ? "#\(pass + 1)" : "").\(step.text)"
      for spec in resolve(step, link: link, at: start) { resolved.append((spec, name)) }
    }
    var longest = link.duration
    for (spec, name) in resolved {
      let duration = add(spec, start: start, name: name)
      if case .spring = spec.kind { longest = max(longest, duration) }
    }
    return longest
  }

  private func resolve(_ step: ChainStep, link: ChainLink, at start: Double) -> [AnimationSpec] {
    let kind: AnimationKind =
      step.spring.map { .spring($0, velocity: nil, stepping: .exact) }
      ?? .basic(duration: link.duration, timing: step.easing ?? .linear)
    let instant = AnimationKind.basic(duration: 0, timing: .linear)
    func spec(_ p: AnimatableProperty, to: [Double], kind: AnimationKind = kind) -> AnimationSpec {
      AnimationSpec(property: p, kind: kind, to: to, location: step.location)
    }
    switch step.operation {
    case .make(let p, let value):
      return [spec(p, to: value)]
    case .move(let p, let by):
      var to = zip(composite(p, at: start), by).map { $0 + $1 }
      if p.family == AnimatableProperty.size.family { to = to.map { max($0, 0) } }
      return [spec(p, to: to)]
    case .scaleBy(let x, let y):
      let s = composite(AnimatableProperty.scale, at: start)
      return [spec(AnimatableProperty.scale, to: [s[0] * x, s[1] * y])]
    case .translateLocal(let x, let y):
      let delta = localToCanvas(x, y, at: start)
      let p = composite(AnimatableProperty.position, at: start)
      return [spec(AnimatableProperty.position, to: [p[0] + delta.x, p[1] + delta.y])]
    case .transformIdentity:
      return [
        spec(AnimatableProperty.scale, to: [1, 1]), spec(AnimatableProperty.rotation, to: [0]),
        spec(AnimatableProperty.skewX, to: [0]), spec(AnimatableProperty.skewY, to: [0]),
      ]
    case .anchor(let x, let y):
      // Keep the layer still on screen: move the position by the anchor's displacement.
      let old = composite(AnimatableProperty.anchor, at: start)
      let size = composite(AnimatableProperty.size, at: start)
      let delta = localToCanvas((x - old[0]) * size[0], (y - old[1]) * size[1], at: start)
      let p = composite(AnimatableProperty.position, at: start)
      return [
        spec(AnimatableProperty.anchor, to: [x, y], kind: instant),
        spec(AnimatableProperty.position, to: [p[0] + delta.x, p[1] + delta.y], kind: instant),
      ]
    case .moveOnPath(let path, let rotation):
      let timing = step.easing ?? .linear
      var specs = [
        AnimationSpec(
          property: AnimatableProperty.position,
          kind: .path(path, duration: link.duration, timing: timing, output: .point), location: step.location)
      ]
      if rotation != .none {
        specs.append(
          AnimationSpec(
            property: AnimatableProperty.rotation,
            kind: .path(
              path, duration: link.duration, timing: timing, output: .angle(offset: rotation == .reverse ? 180 : 0)),
            location: step.location))
      }
      return specs
    }
  }

  /// A vector in the layer's own axes (scaled, then rotated) as a canvas displacement.
  private func localToCanvas(_ x: Double, _ y: Double, at t: Double) -> Vector2 {
    let s = composite(AnimatableProperty.scale, at: t)
    let r = composite(AnimatableProperty.rotation, at: t)[0] * Double.pi / 180
    let sx = x * s[0]
    let sy = y * s[1]
    return Vector2(sx * _cos(r) - sy * _sin(r), sx * _sin(r) + sy * _cos(r))
  }
}
