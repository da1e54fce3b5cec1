import ChainframeModel

/// Maps a composition's frames to scene seconds and output frames: the root composition's
/// frame `f` is at `(f − ip) / fr` seconds; a precomposition's frame `f` is the parent's
/// `offset + stretch · f`.
struct LottieTimebase {
  /// The root composition's frame rate, frames per second.
  var fr: Double
  /// The root composition's in-point (frame shown first).
  var rootIp: Double
  /// The root frame of this composition's frame 0.
  var offset: Double = 0
  /// Root frames per frame of this composition.
  var stretch: Double = 1
  /// Output frames.
  var frameCount: Int
  /// Output frame rate.
  var fps: Rational
  /// This composition's frame at every output frame, when time remapping makes the mapping
  /// non-linear (then every animation inside is baked per frame).
  var frames: [Double]? = nil

  /// Whether frames map linearly (keyframes can be written as they are).
  var isLinear: Bool { frames == nil }

  /// Scene seconds of this composition's frame `f`.
  func seconds(_ f: Double) -> Double { (offset + stretch * f - rootIp) / fr }

  /// This composition's frame shown at output frame `n`.
  func localFrame(ofOutput n: Int) -> Double {
    if let frames { return frames[min(max(n, 0), frames.count - 1)] }
    let time = fps.seconds(ofFrames: n)
    return (rootIp + time * fr - offset) / stretch
  }

  /// The timebase of a precomposition placed with start `st` and stretch `sr`.
  func nested(start st: Double, stretch sr: Double) -> LottieTimebase {
    var inner = self
    if let frames { inner.frames = frames.map { ($0 - st) / sr } }
    inner.offset = offset + stretch * st
    inner.stretch = stretch * sr
    return inner
  }

  /// The time-remapped timebase of a precomposition: its frame at output frame n is
  /// `remap(this composition's frame at n) × fr`; a remapped frame equal to the holder's
  /// out-point `op` shows `op − 1`, as lottie-web's `ICompElement.prepareFrame` does (so a
  /// remap that reaches the end does not blink the content out).
  func remapped(_ remap: LottieProperty, fr innerRate: Double, op: Double = .infinity) -> LottieTimebase {
    var inner = self
    inner.frames = (0..<frameCount).map {
      let f = (remap.value(at: localFrame(ofOutput: $0)).first ?? 0) * innerRate
      return abs(f - op) < 1e-6 ? op - 1 : f
    }
    inner.offset = 0
    inner.stretch = 1
    return inner
  }

  /// The output time range `[start, end)` (seconds) in which this composition's frame lies
  /// in `[ip, op)`; nil when never. `contiguous` is false when the visible frames have gaps.
  func visibleRange(ip: Double, op: Double) -> (start: Double, end: Double, contiguous: Bool)? {
    let period = fps.secondsPerFrame
    guard let frames else {
      let start = max(0, seconds(ip))
      let end = seconds(op)
      return end > start ? (start, end, true) : nil
    }
    let shown = frames.indices.filter { frames[$0] >= ip && frames[$0] < op }
    guard let first = shown.first, let last = shown.last else { return nil }
    return (Double(first) * period, Double(last + 1) * period, shown.count == last - first + 1)
  }

  /// A frame rate as an exact fraction: the simplest with denominator ≤ 1001 within 1e-5.
  static func rational(_ fr: Double) -> Rational? {
    guard fr.isFinite, fr >= Double(SceneLimits.minFrameRate), fr <= Double(SceneLimits.maxFrameRate) else {
      return nil
    }
    for den in [1, 2, 4, 5, 8, 10, 20, 25, 50, 100, 125, 200, 250, 500, 1000, 1001] {
      let num = (fr * Double(den)).rounded()
      if abs(num / Double(den) - fr) < 1e-5 * max(1, fr / 30) { return Rational(Int(num), den) }
    }
    return Rational(Int((fr * 1000).rounded()), 1000)
  }
}
