import ChainframeModel

/// One animation after resolution: its curve placed at an absolute start time, with the
/// clamp and rounding it writes through.
struct CompiledSegment: Sendable {
  let property: AnimatableProperty
  /// Start in seconds from the scene's start.
  let start: Double
  /// First frame at or after `start`.
  let startFrame: Int
  let curve: any AnimationCurve
  let additive: Bool
  let clamp: ClampMode
  let roundingFactor: Double
  let progressMarkers: [Double]
  /// Trace name.
  let name: String
  /// Where the animation or chain step was written, for range errors.
  var location: SourceLocation? = nil

  /// The written value at local time `t`: the curve's value, clamped and rounded.
  func value(atLocal t: Double) -> [Double] {
    var v = curve.value(at: t)
    v.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress { postProcess(base, entries: 1) }
    }
    return v
  }

  /// Applies clamp and rounding in place to `entries` values of `curve.count` components.
  func postProcess(_ values: UnsafeMutablePointer<Double>, entries: Int) {
    guard !clamp.isEmpty || roundingFactor != 0 else { return }
    let c = curve.count
    let from = curve.from
    let to = curve.to
    for e in 0..<entries {
      for k in 0..<c {
        var v = values[e * c + k]
        let increasing = to[k] >= from[k]
        if clamp.contains(.start) {
          v = increasing ? max(v, from[k]) : min(v, from[k])
        }
        if clamp.contains(.end) {
          v = increasing ? min(v, to[k]) : max(v, to[k])
        }
        if roundingFactor != 0 { v = (v / roundingFactor).rounded() * roundingFactor }
        values[e * c + k] = v
      }
    }
  }
}
