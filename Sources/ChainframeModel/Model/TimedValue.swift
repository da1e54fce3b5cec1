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

  /// The value at `time` seconds: each segment eased by its first stop's easing.
  package func value(at time: Double) -> [Double] {
    switch self {
    case .constant(let v): return v
    case .keyframes(let stops):
      guard let first = stops.first, let last = stops.last else { return [] }
      if time <= first.time { return first.value }
      if time >= last.time { return last.value }
      let i = (stops.lastIndex { $0.time <= time } ?? 0)
      let a = stops[i]
      let b = stops[min(i + 1, stops.count - 1)]
      guard !a.hold, b.time > a.time else { return a.value }
      let p = a.easing.value(at: (time - a.time) / (b.time - a.time))
      return zip(a.value, b.value).map { $0 + ($1 - $0) * p }
    }
  }

  /// The first component at `time`, `fallback` when it is missing or not finite.
  package func scalar(at time: Double, _ fallback: Double) -> Double {
    guard let v = value(at: time).first, v.isFinite else { return fallback }
    return v
  }
}
