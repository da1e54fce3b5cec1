/// `wiggle(freq, amp)` as lottie-web 5.13.0 computes it, made deterministic. lottie-web ignores
/// `freq` (it always takes 5 steps a second): at `time` t it adds, to each component, the sum
/// of ⌊5t⌋ random steps in [−amp, amp] plus a last one scaled by the fraction of the current
/// step, all drawn from `Math.random` afresh at every frame. Here the steps come from a noise
/// keyed by the property (its seed), the step number and the component, so a frame always shows
/// the same value, consecutive frames share their earlier steps (the value walks instead of
/// jumping), and each frame's value has the distribution lottie-web's has.
enum LottieWiggle {
  /// Steps per second (lottie-web's fixed `freq`).
  static let stepsPerSecond = 5.0
  /// The most steps summed (about 5.5 hours at 5 a second); later times reuse the last sum.
  static let maxSteps = 100_000

  /// The wiggled `value` at `time` seconds.
  static func value(_ value: [Double], amp: Double, time: Double, seed: UInt64) -> LottieExpression.Value? {
    guard amp.isFinite, time.isFinite, !value.isEmpty else { return nil }
    let periods = time * stepsPerSecond
    let whole = periods.rounded(.down)
    let steps = Int(min(max(whole, 0), Double(maxSteps)))
    let fraction = periods - whole
    var out = value
    for d in value.indices {
      var added = 0.0
      for k in 0..<steps { added += -amp + amp * 2 * uniform(seed, UInt64(k), UInt64(d)) }
      out[d] = value[d] + added + (-amp + amp * 2 * uniform(seed, UInt64(steps), UInt64(d))) * fraction
    }
    return value.count == 1 ? .number(out[0]) : .array(out)
  }

  /// A number in [0, 1) from a hash (SplitMix64's finaliser) of the seed, step and component.
  static func uniform(_ seed: UInt64, _ step: UInt64, _ component: UInt64) -> Double {
    var z = seed &+ (step &* 0x9E37_79B9_7F4A_7C15) &+ (component &* 0xD1B5_4A32_D192_ED03)
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(UInt64(1) << 53)
  }

  /// A stable seed for a property: FNV-1a of its JSON path.
  static func seed(_ path: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return h
  }
}
