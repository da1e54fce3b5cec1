/// A spring (``SpringStepping/exact``) solved with POP's RK4 at exact times: the state at local time t is the 1 ms
/// solution at floor(t), advanced by one partial RK4 step, so results do not depend on the
/// frame rate.
///
/// The solution is kept flat (positions and velocities every `checkpointInterval` steps, one
/// array each), and sampling frames allocates nothing: a frame is ≤ 3 whole steps and one
/// partial step from its checkpoint. The arithmetic is the solver's, in the same order, so
/// values are identical to integrating from the start.
package struct ExactSpringCurve: AnimationCurve {
  package let from: [Double]
  package let to: [Double]
  /// Seconds until POP's solver thresholds say the spring is at rest (a whole number of
  /// milliseconds), or the horizon when it never settles within the scene.
  package let duration: Double
  let solver: SpringSolver
  /// Positions and velocities at steps 0, interval, 2·interval, … (`count` values each).
  private let positions: [Double]
  private let velocities: [Double]
  private static let checkpointInterval = 4
  /// Frame samples shared by every layer using this solution (set by ``SpringCurveCache``);
  /// nil samples here.
  var samples: FrameSampleMemo? = nil

  package var count: Int { from.count }

  /// Simulates until settled (threshold `threshold`) or `horizon` seconds.
  package init(
    from: [Double], to: [Double], velocity: [Double]?, parameters: SpringParameters,
    threshold: Double, horizon: Double
  ) {
    self.from = from
    self.to = to
    solver = SpringSolver(parameters: parameters)
    var state = SpringState(
      p: zip(to, from).map { $0 - $1 }, v: (velocity ?? from.map { _ in 0 }).map { -$0 })
    var positions = state.p
    var velocities = state.v
    let maxSteps = CheckedConversion.saturating((max(horizon, 0) / SpringSolver.step).rounded(.up)) + 1
    var steps = 0
    var settled = false
    while steps < maxSteps {
      solver.integrate(&state, dt: SpringSolver.step)
      steps += 1
      if steps % ExactSpringCurve.checkpointInterval == 0 {
        positions += state.p
        velocities += state.v
      }
      if SpringSolver.hasConverged(state, threshold: threshold) {
        settled = true
        break
      }
    }
    self.positions = positions
    self.velocities = velocities
    duration = settled ? Double(steps) * SpringSolver.step : max(horizon, 0)
  }

  package func value(at localTime: Double) -> [Double] {
    var result = [Double](repeating: 0, count: count)
    result.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      withUnsafePointer(to: localTime) { fill(base, times: UnsafeBufferPointer(start: $0, count: 1)) }
    }
    return result
  }

  package func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let times = { frames.map { max(clock.time(ofFrame: $0, since: start), 0) } }
    guard let samples else {
      times().withUnsafeBufferPointer { fill(out, times: $0) }
      return
    }
    let values = samples.samples(start: start, clock: clock, frames: frames) {
      [Double](unsafeUninitializedCapacity: frames.count * count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        times().withUnsafeBufferPointer { fill(base, times: $0) }
        initialized = frames.count * count
      }
    }
    values.withUnsafeBufferPointer { if let base = $0.baseAddress { out.update(from: base, count: $0.count) } }
  }

  package func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>) {
    let c = count
    let interval = ExactSpringCurve.checkpointInterval
    let stored = positions.count / max(c, 1)
    for (i, t) in times.enumerated() {
      let target = out + i * c
      if t >= duration || t <= 0 {
        let value = t >= duration ? to : from
        for k in 0..<c { target[k] = value[k] }
        continue
      }
      let whole = CheckedConversion.saturating((t / SpringSolver.step + 1e-9).rounded(.down))
      let checkpoint = min(whole / interval, stored - 1)
      let remainder = t - Double(whole) * SpringSolver.step
      for k in 0..<c {
        var p = positions[checkpoint * c + k]
        var v = velocities[checkpoint * c + k]
        var step = checkpoint * interval
        while step < whole {
          solver.advance(&p, &v, dt: SpringSolver.step)
          step += 1
        }
        if remainder > 1e-12 { solver.advance(&p, &v, dt: remainder) }
        target[k] = to[k] - p
      }
    }
  }
}
