/// Piecewise interpolation through stops; each segment uses the easing of the stop it starts
/// at, and a hold stop keeps its value until the next stop.
package struct KeyframesCurve: AnimationCurve {
  let stops: [KeyframeStop]

  package var count: Int { stops[0].value.count }
  package var duration: Double { stops[stops.count - 1].time }
  package var from: [Double] { stops[0].value }
  package var to: [Double] { stops[stops.count - 1].value }
  package var reversesByMirroring: Bool { false }

  package init(stops: [KeyframeStop]) {
    precondition(!stops.isEmpty, "keyframes need at least one stop")
    self.stops = stops
  }

  package func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let c = count
    var i = 0
    for (k, n) in frames.enumerated() {
      let local = clock.time(ofFrame: n, since: start)
      let v: [Double]
      if local <= stops[0].time {
        v = stops[0].value
      } else if local >= duration - 1e-12 {
        v = to
      } else {
        while i + 1 < stops.count && clock.time(ofFrame: n, since: start + stops[i + 1].time) >= 0 { i += 1 }
        let a = stops[min(i, stops.count - 2)]
        let b = stops[min(i, stops.count - 2) + 1]
        if a.hold {
          v = a.value
        } else {
          // Local time within the segment, at frame scale (as a chain link starting there).
          let t = clock.time(ofFrame: n, since: start + a.time)
          v = Interpolation.mix(a.value, b.value, a.easing.value(at: timeProgress(t, duration: b.time - a.time)))
        }
      }
      for j in 0..<c { out[k * c + j] = v[j] }
    }
  }

  package func value(at localTime: Double) -> [Double] {
    if localTime <= stops[0].time { return stops[0].value }
    if localTime >= duration - 1e-12 { return to }
    var i = 0
    while i + 1 < stops.count && stops[i + 1].time <= localTime { i += 1 }
    let a = stops[i]
    let b = stops[i + 1]
    if a.hold { return a.value }
    let span = b.time - a.time
    let p = a.easing.value(at: timeProgress(localTime - a.time, duration: span))
    return Interpolation.mix(a.value, b.value, p)
  }
}
