/// POP's decay in closed form: `x(t) = from + (v/1000)·d·(1 − d^(1000t))/(1 − d)`, ending when
/// every component's speed is below 5 × threshold, never passing its computed end.
package struct DecayCurve: AnimationCurve {
  package let from: [Double]
  package let to: [Double]
  package let duration: Double
  let velocity: [Double]
  let parameters: DecayParameters

  package var count: Int { from.count }

  package init(from: [Double], velocity: [Double], parameters: DecayParameters, threshold: Double) {
    self.from = from
    self.velocity = velocity
    self.parameters = parameters
    let duration = parameters.duration(velocity: velocity, threshold: threshold)
    self.duration = duration
    to = zip(from, velocity).map { $0 + parameters.displacement(velocity: $1, time: duration) }
  }

  package func value(at localTime: Double) -> [Double] {
    if localTime >= duration { return to }
    let t = max(localTime, 0)
    var result = from
    for i in 0..<from.count {
      let x = from[i] + parameters.displacement(velocity: velocity[i], time: t)
      // Clamp at the end, as POP always does for decay.
      result[i] = velocity[i] >= 0 ? min(x, to[i]) : max(x, to[i])
    }
    return result
  }
}
