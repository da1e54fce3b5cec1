/// POP's spring integrator: classic RK4 on fixed 1 ms sub-steps, in double precision.
package struct SpringSolver: Sendable {
  /// Sub-step length in seconds (POP's `solverDt`).
  package static let step = 0.001
  let parameters: SpringParameters

  /// Acceleration a = −(k/m)·p − (b/m)·v, component-wise.
  @inline(__always)
  func acceleration(_ p: Double, _ v: Double) -> Double {
    -(parameters.tension / parameters.mass) * p - (parameters.friction / parameters.mass) * v
  }

  /// Advances `state` by `dt` seconds with one RK4 step and stores the averaged acceleration
  /// (POP's `lastDv`, used for convergence) in `state.acceleration`. Allocation-free: it runs
  /// once per simulated millisecond.
  func integrate(_ state: inout SpringState, dt: Double) {
    for i in 0..<state.p.count {
      state.acceleration[i] = advance(&state.p[i], &state.v[i], dt: dt)
    }
  }

  /// One RK4 step of one component (components are independent); returns the averaged
  /// acceleration. ``integrate(_:dt:)`` and sampling share it, so both compute identical values.
  @inline(__always)
  @discardableResult
  func advance(_ position: inout Double, _ velocity: inout Double, dt: Double) -> Double {
    let p = position
    let v = velocity
    let aDp = v
    let aDv = acceleration(p, v)
    let bP = p + aDp * dt / 2
    let bV = v + aDv * dt / 2
    let bDp = bV
    let bDv = acceleration(bP, bV)
    let cP = p + bDp * dt / 2
    let cV = v + bDv * dt / 2
    let cDp = cV
    let cDv = acceleration(cP, cV)
    let dP = p + cDp * dt
    let dV = v + cDv * dt
    let dDp = dV
    let dDv = acceleration(dP, dV)
    let dpdt = (aDp + 2 * (bDp + cDp) + dDp) / 6
    let dvdt = (aDv + 2 * (bDv + cDv) + dDv) / 6
    position = p + dpdt * dt
    velocity = v + dvdt * dt
    return dvdt
  }

  /// POP's solver convergence test with threshold `t`: every |p_i| < t/2, |v|² < 25·t and
  /// |lastDv|² < 625·t² (norms over all components, as POP does).
  static func hasConverged(_ state: SpringState, threshold t: Double) -> Bool {
    for p in state.p where abs(p) >= t / 2 { return false }
    let v2 = state.v.reduce(0) { $0 + $1 * $1 }
    let a2 = state.acceleration.reduce(0) { $0 + $1 * $1 }
    return v2 < 25 * t && a2 < 625 * t * t
  }
}
