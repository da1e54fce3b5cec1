/// Position and velocity of a spring in the solver's frame, where the spring rests at 0
/// (`p = to − value`, `v = −velocity`), for up to four components.
struct SpringState: Sendable, Equatable {
  var p: [Double]
  var v: [Double]
}
