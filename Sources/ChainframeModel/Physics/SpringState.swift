/// Position and velocity of a spring in the solver's frame, where the spring rests at 0
/// (`p = to − value`, `v = −velocity`), for up to four components, plus the last step's
/// averaged acceleration (POP's `lastDv`).
struct SpringState: Sendable, Equatable {
  var p: [Double]
  var v: [Double]
  var acceleration: [Double]

  init(p: [Double], v: [Double]) {
    self.p = p
    self.v = v
    acceleration = p.map { _ in 0 }
  }
}
