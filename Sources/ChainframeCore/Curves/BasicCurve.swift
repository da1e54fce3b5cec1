/// A from→to interpolation shaped by a timing function (POP's basic animation).
struct BasicCurve: AnimationCurve {
  let from: [Double]
  let to: [Double]
  let duration: Double
  let timing: TimingFunction

  var count: Int { from.count }

  func value(at localTime: Double) -> [Double] {
    Interpolation.mix(from, to, timing.value(at: timeProgress(localTime, duration: duration)))
  }

  func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>) {
    let c = count
    for (i, t) in times.enumerated() {
      let p = timing.value(at: timeProgress(t, duration: duration))
      for k in 0..<c { out[i * c + k] = from[k] * (1 - p) + to[k] * p }
    }
  }
}
