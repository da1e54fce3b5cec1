import ChainframeModel

/// Tracer events, computed from the compiled segments.
extension LayerCompiler {
  func traceEvents() -> [TraceEvent] {
    var events: [TraceEvent] = []
    let n = clock.frameCount
    for (i, segment) in segments.enumerated() where segment.startFrame < n {
      let total = segment.curve.duration
      let naturalEnd = clock.frame(atOrAfter: segment.start + total)
      // The first later replacing segment that writes any of the same slots takes over.
      let successor = segments[(i + 1)...].first {
        !$0.additive && !$0.property.slots.clamped(to: segment.property.slots).isEmpty
      }
      let interrupted = successor.map { $0.start < segment.start + total - 1e-9 } ?? false
      let last = min(interrupted ? (successor?.startFrame ?? n) : naturalEnd, n - 1)
      func event(_ kind: TraceEvent.Kind, _ frame: Int) -> TraceEvent {
        TraceEvent(
          layer: layer.id, property: segment.property.name, animation: segment.name, kind: kind,
          frame: frame,
          value: segment.value(atLocal: max(clock.time(ofFrame: frame, since: segment.start), 0)))
      }
      var local: [TraceEvent] = [event(.started, segment.startFrame)]
      if let repeating = segment.curve as? RepeatCurve, repeating.period > 0 {
        for play in 1..<repeating.plays {
          let frame = clock.frame(atOrAfter: segment.start + Double(play) * repeating.period)
          if frame > last { break }
          local.append(event(repeating.autoreverses && play % 2 == 1 ? .autoreversed : .repeated, frame))
        }
      }
      let from = segment.curve.from
      let to = segment.curve.to
      var markerIndex = 0
      var reached = false
      if segment.startFrame <= last {
        for frame in segment.startFrame...last {
          let v = segment.value(atLocal: max(clock.time(ofFrame: frame, since: segment.start), 0))
          if !reached && LayerCompiler.hasReached(v, from: from, to: to) {
            reached = true
            local.append(event(.reachedToValue, frame))
          }
          let progress = LayerCompiler.progress(v, from: from, to: to)
          while markerIndex < segment.progressMarkers.count && progress >= segment.progressMarkers[markerIndex] {
            local.append(event(.progressMarker(segment.progressMarkers[markerIndex]), frame))
            markerIndex += 1
          }
        }
      }
      if interrupted || naturalEnd < n {
        local.append(event(.stopped(finished: !interrupted), last))
      }
      // By frame; within a frame in POP's callback order: start, markers, reach, reverse or
      // repeat, stop.
      func rank(_ kind: TraceEvent.Kind) -> Int {
        switch kind {
        case .started: return 0
        case .progressMarker: return 1
        case .reachedToValue: return 2
        case .autoreversed, .repeated: return 3
        case .stopped: return 4
        }
      }
      events += local.enumerated().sorted {
        ($0.element.frame, rank($0.element.kind), $0.offset) < ($1.element.frame, rank($1.element.kind), $1.offset)
      }.map(\.element)
    }
    return events
  }

  /// POP's reach test: exactly at the target, or every component has reached or crossed it.
  static func hasReached(_ v: [Double], from: [Double], to: [Double]) -> Bool {
    if v == to { return true }
    for k in 0..<v.count {
      let distance = to[k] - from[k]
      let remaining = to[k] - v[k]
      if distance == 0 { continue }
      if remaining != 0 && (remaining > 0) == (distance > 0) { return false }
    }
    return true
  }

  /// POP's progress: distance travelled relative to the whole distance (can exceed 1).
  static func progress(_ v: [Double], from: [Double], to: [Double]) -> Double {
    var s = 0.0
    var e = 0.0
    var d = 0.0
    for k in 0..<v.count {
      s += (v[k] - from[k]) * (v[k] - from[k])
      e += (v[k] - to[k]) * (v[k] - to[k])
      d += (to[k] - from[k]) * (to[k] - from[k])
    }
    if d == 0 { return 1 }
    return s > e ? (s / d).squareRoot() : 1 - (e / d).squareRoot()
  }
}

extension LayerCompiler {
  /// When the last segment reaches its final value, seconds since the scene start.
  func endTime() -> Double {
    segments.map { $0.start + $0.curve.duration }.max() ?? 0
  }
}
