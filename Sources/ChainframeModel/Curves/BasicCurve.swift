/// A from→to interpolation shaped by a timing function (POP's basic animation).
package struct BasicCurve: AnimationCurve {
  package let from: [Double]
  package let to: [Double]
  package let duration: Double
  package let timing: TimingFunction
  /// Eased progress per frame shared with the other animations of the compile that have the
  /// same timing and duration (``EasingProgressCache``); nil computes it here.
  package var progress: FrameSampleMemo? = nil

  package var count: Int { from.count }

  package func value(at localTime: Double) -> [Double] {
    Interpolation.mix(from, to, timing.value(at: timeProgress(localTime, duration: duration)))
  }

  /// The hot path of compilation: no allocation, local time computed at frame scale inline,
  /// and the common one-component linear case without the timing switch.
  package func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let c = count
    let num = Double(clock.fps.numerator)
    let den = clock.fps.denominator
    let startTicks = start * num
    let isLinear = timing == .linear
    if !isLinear, let progress {
      let p = progress.samples(start: start, clock: clock, frames: frames) {
        progressValues(frames: frames, clock: clock, start: start)
      }
      fill(out, count: frames.count, progress: p)
      return
    }
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

  /// Eased progress at `frames`, computed exactly as ``fill(_:frames:clock:start:)`` does,
  /// ending at the first frame whose time progress is 1 (every later frame repeats it).
  private func progressValues(frames: Range<Int>, clock: FrameClock, start: Double) -> [Double] {
    let num = Double(clock.fps.numerator)
    let den = clock.fps.denominator
    let startTicks = start * num
    var p: [Double] = []
    p.reserveCapacity(frames.count)
    for n in frames {
      let x = timeProgress((Double(n * den) - startTicks) / num, duration: duration)
      p.append(timing.value(at: x))
      if x == 1 { break }
    }
    return p
  }

  /// Writes `count` values from shared progress `p` (the last one repeats to the end).
  private func fill(_ out: UnsafeMutablePointer<Double>, count: Int, progress p: [Double]) {
    let c = self.count
    let computed = min(p.count, count)
    if c == 1 {
      let a = from[0]
      let b = to[0]
      for i in 0..<computed { out[i] = a * (1 - p[i]) + b * p[i] }
      if computed < count, computed > 0 {
        (out + computed).initialize(repeating: out[computed - 1], count: count - computed)
      }
      return
    }
    for i in 0..<computed { for k in 0..<c { out[i * c + k] = from[k] * (1 - p[i]) + to[k] * p[i] } }
    if computed > 0 {
      for j in computed..<count { for k in 0..<c { out[j * c + k] = out[(computed - 1) * c + k] } }
    }
  }

  package func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>) {
    let c = count
    for (i, t) in times.enumerated() {
      let p = timing.value(at: timeProgress(t, duration: duration))
      for k in 0..<c { out[i * c + k] = from[k] * (1 - p) + to[k] * p }
    }
  }

  /// Creates a value from its parts.
  package init(from: [Double], to: [Double], duration: Double, timing: TimingFunction, progress: FrameSampleMemo? = nil)
  {
    self.from = from
    self.to = to
    self.duration = duration
    self.timing = timing
    self.progress = progress
  }
}
