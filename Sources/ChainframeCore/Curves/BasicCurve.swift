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

  /// The hot path of compilation: no allocation, local time computed at frame scale inline,
  /// and the common one-component linear case without the timing switch.
  func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let c = count
    let num = Double(clock.fps.numerator)
    let den = clock.fps.denominator
    let startTicks = start * num
    let isLinear = timing == .linear
    if c == 1 {
      let a = from[0]
      let b = to[0]
      var i = 0
      for n in frames {
        // Local time computed inline exactly as clock.time(ofFrame:since:) does, so results
        // are identical to every other path.
        let x = timeProgress((Double(n * den) - startTicks) / num, duration: duration)
        let p = isLinear ? x : timing.value(at: x)
        out[i] = a * (1 - p) + b * p
        i += 1
        // Progress only grows with n, so once it is 1 every later frame has this same value:
        // copy it instead of recomputing it (same bits).
        if x == 1 {
          (out + i).initialize(repeating: out[i - 1], count: frames.count - i)
          return
        }
      }
      return
    }
    var i = 0
    for n in frames {
      let x = timeProgress((Double(n * den) - startTicks) / num, duration: duration)
      let p = isLinear ? x : timing.value(at: x)
      for k in 0..<c { out[i * c + k] = from[k] * (1 - p) + to[k] * p }
      i += 1
      if x == 1 {
        for j in i..<frames.count { for k in 0..<c { out[j * c + k] = out[(i - 1) * c + k] } }
        return
      }
    }
  }

  func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>) {
    let c = count
    for (i, t) in times.enumerated() {
      let p = timing.value(at: timeProgress(t, duration: duration))
      for k in 0..<c { out[i * c + k] = from[k] * (1 - p) + to[k] * p }
    }
  }
}
