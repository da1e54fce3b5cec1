/// A value that is either constant or follows keyframes (seconds from the scene's start):
/// the inputs of a text animator, evaluated at each frame when its characters are baked.
package enum TimedValue: Sendable, Hashable {
  /// The same value at every time.
  case constant([Double])
  /// Stops in ascending time order (at least one); before the first and after the last
  /// stop the value holds.
  case keyframes([KeyframeStop])

  /// Whether the value changes over time.
  package var isAnimated: Bool {
    if case .keyframes(let stops) = self { return stops.count > 1 }
    return false
  }

  /// The value at `time` seconds: each segment eased by its first stop's easing, as the
  /// keyframes of an animation are (``KeyframesCurve``).
  package func value(at time: Double) -> [Double] {
    switch self {
    case .constant(let v): return v
    case .keyframes(let stops): return stops.isEmpty ? [] : KeyframesCurve(stops: stops).value(at: time)
    }
  }

  /// The first component at `time`, `fallback` when it is missing or not finite.
  package func scalar(at time: Double, _ fallback: Double) -> Double {
    guard let v = value(at: time).first, v.isFinite else { return fallback }
    return v
  }
}
