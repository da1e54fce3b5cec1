/// An animation resolved to concrete values: a pure function of seconds since it started.
///
/// The compiler samples curves at output frame times; a curve never keeps state between
/// calls, so frames can be computed in any order.
package protocol AnimationCurve: Sendable {
  /// Components per value.
  var count: Int { get }
  /// Seconds until the final value, which then holds.
  var duration: Double { get }
  /// The value at local time 0.
  var from: [Double] { get }
  /// The target; the final value unless a repeat ends reversed.
  var to: [Double] { get }
  /// True when a reversed play mirrors the forward one (POP swaps from and to for basic,
  /// spring and decay); false when it plays backwards in time (keyframes, paths, closures).
  var reversesByMirroring: Bool { get }
  /// The value at `localTime` seconds (clamped to 0…duration).
  func value(at localTime: Double) -> [Double]
  /// Writes `count` components per entry of `times` (ascending local times) into `out`.
  func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>)
  /// Writes the values at output `frames` for a curve that starts at `start` seconds.
  ///
  /// Curves made of sub-segments (keyframes) override this to compute each segment's local
  /// time at frame scale, exactly as a separate animation starting there would.
  func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double)
}

extension AnimationCurve {
  package var reversesByMirroring: Bool { true }

  package func fill(_ out: UnsafeMutablePointer<Double>, frames: Range<Int>, clock: FrameClock, start: Double) {
    let times = frames.map { max(clock.time(ofFrame: $0, since: start), 0) }
    times.withUnsafeBufferPointer { fill(out, times: $0) }
  }

  package func fill(_ out: UnsafeMutablePointer<Double>, times: UnsafeBufferPointer<Double>) {
    for (i, t) in times.enumerated() {
      let v = value(at: t)
      for c in 0..<count { out[i * count + c] = v[c] }
    }
  }
}

/// Local time as a fraction of `duration`, snapped to exactly 1 within float noise of the
/// end so frame times still land on the final value.
@inline(__always)
func timeProgress(_ localTime: Double, duration: Double) -> Double {
  guard duration > 0 else { return 1 }
  let x = localTime / duration
  if x >= 1 - 1e-9 { return 1 }
  return max(x, 0)
}
