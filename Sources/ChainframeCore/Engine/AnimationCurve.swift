/// An animation resolved to concrete values: a function of time since it started.
///
/// The compiler samples these at output frame times; they never keep state between samples.
protocol AnimationCurve: Sendable {
  /// Seconds until the curve reaches its final value and holds it.
  var duration: Double { get }
  /// The components at `localTime` seconds after the start (clamped to 0…duration).
  func value(at localTime: Double) -> [Double]
}

/// Local time as a fraction of `duration`, snapped to exactly 1 within float noise of the
/// end so frame times such as 0.7 − 0.5 still land on the final value.
func timeProgress(_ localTime: Double, duration: Double) -> Double {
  guard duration > 0 else { return 1 }
  let x = localTime / duration
  if x >= 1 - 1e-9 { return 1 }
  return max(x, 0)
}

/// A from→to interpolation shaped by a timing function (POP's basic animation).
struct BasicCurve: AnimationCurve {
  let from: [Double]
  let to: [Double]
  let duration: Double
  let timing: TimingFunction

  func value(at localTime: Double) -> [Double] {
    let progress = timing.value(at: timeProgress(localTime, duration: duration))
    return Interpolation.mix(from, to, progress)
  }
}
