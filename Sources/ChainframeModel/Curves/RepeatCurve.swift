/// Plays an inner curve several times, optionally reversing every other play.
///
/// Reversal follows POP for basic, spring and decay (the ends swap, so the motion mirrors:
/// `from + to − value`) and plays backwards in time for keyframes, paths and closures.
package struct RepeatCurve: AnimationCurve {
  package let inner: any AnimationCurve
  /// Number of plays (a there-and-back counts as two when autoreversing).
  package let plays: Int
  package let autoreverses: Bool

  package var count: Int { inner.count }
  package var period: Double { inner.duration }
  package var duration: Double { period * Double(plays) }
  package var from: [Double] { inner.from }
  package var to: [Double] { inner.to }

  /// The value after the last play.
  var finalValue: [Double] { autoreverses && plays % 2 == 0 ? inner.from : inner.to }

  package func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let c = count
    for (k, n) in frames.enumerated() {
      let t = max(clock.time(ofFrame: n, since: start), 0)
      let v: [Double]
      if period <= 0 || t >= duration - 1e-9 {
        v = finalValue
      } else {
        let play = min(CheckedConversion.saturating((t / period + 1e-9).rounded(.down)), plays - 1)
        // Local time within the play at frame scale, as a separate animation would see it.
        v = value(play: play, local: max(clock.time(ofFrame: n, since: start + Double(play) * period), 0))
      }
      for j in 0..<c { out[k * c + j] = v[j] }
    }
  }

  package func value(at localTime: Double) -> [Double] {
    if period <= 0 || localTime >= duration - 1e-9 { return finalValue }
    let t = max(localTime, 0)
    let play = min(CheckedConversion.saturating((t / period + 1e-9).rounded(.down)), plays - 1)
    return value(play: play, local: t - Double(play) * period)
  }

  private func value(play: Int, local: Double) -> [Double] {
    guard autoreverses && play % 2 == 1 else { return inner.value(at: local) }
    if inner.reversesByMirroring {
      let v = inner.value(at: local)
      // Exact at the ends (from ↔ to), so holds and dumps show the written values.
      return (0..<count).map { k in
        if v[k] == inner.from[k] { return inner.to[k] }
        if v[k] == inner.to[k] { return inner.from[k] }
        return inner.from[k] + inner.to[k] - v[k]
      }
    }
    return inner.value(at: period - local)
  }

  /// Creates a value from its parts.
  package init(inner: any AnimationCurve, plays: Int, autoreverses: Bool) {
    self.inner = inner
    self.plays = plays
    self.autoreverses = autoreverses
  }
}
