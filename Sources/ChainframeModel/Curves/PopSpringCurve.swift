/// A spring (``SpringStepping/popCompatible``) stepped exactly as POP's animator does at a fixed frame rate: the first frame has
/// dt = 0, later frames accumulate dt, run whole 1 ms RK4 steps, and write the blend of the
/// last two states back as the new state. Done by POP's solver or write-history thresholds.
package struct PopSpringCurve: AnimationCurve {
  package let from: [Double]
  package let to: [Double]
  package let duration: Double
  /// Values at frames firstFrameOffset + k·frameInterval, until the done frame.
  private let samples: [[Double]]
  private let frameInterval: Double
  private let firstFrameOffset: Double

  package var count: Int { from.count }

  package init(
    from: [Double], to: [Double], velocity: [Double]?, parameters: SpringParameters,
    threshold: Double, frameInterval: Double, firstFrameOffset: Double, horizon: Double
  ) {
    self.from = from
    self.to = to
    self.frameInterval = frameInterval
    self.firstFrameOffset = firstFrameOffset
    let solver = SpringSolver(parameters: parameters)
    var state = SpringState(
      p: zip(to, from).map { $0 - $1 }, v: (velocity ?? from.map { _ in 0 }).map { -$0 })
    var samples: [[Double]] = [from]
    var accumulated = 0.0
    var started = false
    var written: [[Double]] = [from]
    let maxFrames = CheckedConversion.saturating((max(horizon, 0) / frameInterval).rounded(.up)) + 1
    var frame = 0
    var done = false
    while frame < maxFrames {
      frame += 1
      accumulated += frameInterval
      var previous = state
      while accumulated >= SpringSolver.step {
        previous = state
        solver.integrate(&state, dt: SpringSolver.step)
        accumulated -= SpringSolver.step
        started = true
      }
      let alpha = accumulated / SpringSolver.step
      for i in 0..<state.p.count {
        state.p[i] = state.p[i] * alpha + previous.p[i] * (1 - alpha)
        state.v[i] = state.v[i] * alpha + previous.v[i] * (1 - alpha)
      }
      let value = zip(to, state.p).map { $0 - $1 }
      written.append(value)
      if started
        && (SpringSolver.hasConverged(state, threshold: threshold)
          || PopSpringCurve.writesConverged(written, to: to, threshold: threshold))
      {
        done = true
        break
      }
      samples.append(value)
    }
    self.samples = samples
    duration = firstFrameOffset + Double(done ? frame : samples.count) * frameInterval
  }

  /// POP's animation-level test: the last two written values are within threshold/5 of the
  /// target and of each other.
  static func writesConverged(_ written: [[Double]], to: [Double], threshold: Double) -> Bool {
    guard written.count >= 2 else { return false }
    let last = written[written.count - 1]
    let before = written[written.count - 2]
    for i in 0..<to.count {
      if abs(to[i] - last[i]) >= threshold / 5 || abs(before[i] - last[i]) >= threshold / 5 {
        return false
      }
    }
    return true
  }

  package func value(at localTime: Double) -> [Double] {
    if localTime >= duration - 1e-9 { return to }
    let k = CheckedConversion.saturating(((localTime - firstFrameOffset) / frameInterval).rounded())
    return samples[min(max(k, 0), samples.count - 1)]
  }
}
