/// A spring (``SpringStepping/exact``) solved with POP's RK4 at exact times: the state at local time t is the 1 ms
/// solution at floor(t), advanced by one partial RK4 step, so results do not depend on the
/// frame rate.
struct ExactSpringCurve: AnimationCurve {
  let from: [Double]
  let to: [Double]
  /// Seconds until POP's solver thresholds say the spring is at rest (a whole number of
  /// milliseconds), or the horizon when it never settles within the scene.
  let duration: Double
  let solver: SpringSolver
  /// Solver states every `checkpointInterval` sub-steps, so any time is ≤ 10 steps away.
  private let checkpoints: [SpringState]
  private static let checkpointInterval = 10

  var count: Int { from.count }

  /// Simulates until settled (threshold `threshold`) or `horizon` seconds.
  init(
    from: [Double], to: [Double], velocity: [Double]?, parameters: SpringParameters,
    threshold: Double, horizon: Double
  ) {
    self.from = from
    self.to = to
    solver = SpringSolver(parameters: parameters)
    var state = SpringState(
      p: zip(to, from).map { $0 - $1 }, v: (velocity ?? from.map { _ in 0 }).map { -$0 })
    var checkpoints = [state]
    let maxSteps = CheckedConversion.saturating((max(horizon, 0) / SpringSolver.step).rounded(.up)) + 1
    var steps = 0
    var settled = false
    while steps < maxSteps {
      solver.integrate(&state, dt: SpringSolver.step)
      steps += 1
      if steps % ExactSpringCurve.checkpointInterval == 0 { checkpoints.append(state) }
      if SpringSolver.hasConverged(state, threshold: threshold) {
        settled = true
        break
      }
    }
    self.checkpoints = checkpoints
    duration = settled ? Double(steps) * SpringSolver.step : max(horizon, 0)
  }

  func value(at localTime: Double) -> [Double] {
    if localTime >= duration { return to }
    if localTime <= 0 { return from }
    let state = self.state(at: localTime)
    return zip(to, state.p).map { $0 - $1 }
  }

  private func state(at t: Double) -> SpringState {
    let whole = CheckedConversion.saturating((t / SpringSolver.step + 1e-9).rounded(.down))
    let checkpoint = min(whole / ExactSpringCurve.checkpointInterval, checkpoints.count - 1)
    var state = checkpoints[checkpoint]
    var step = checkpoint * ExactSpringCurve.checkpointInterval
    while step < whole {
      solver.integrate(&state, dt: SpringSolver.step)
      step += 1
    }
    let remainder = t - Double(whole) * SpringSolver.step
    if remainder > 1e-12 { solver.integrate(&state, dt: remainder) }
    return state
  }
}
