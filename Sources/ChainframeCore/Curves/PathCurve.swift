/// Motion along a flattened path at constant speed, shaped by a timing function; outputs
/// the point, or the direction for auto-rotation.
struct PathCurve: AnimationCurve {
  let path: FlattenedPath
  let duration: Double
  let timing: TimingFunction
  let output: PathOutput

  var count: Int { output == .point ? 2 : 1 }
  var from: [Double] { value(at: 0) }
  var to: [Double] { value(at: duration) }
  var reversesByMirroring: Bool { false }

  func value(at localTime: Double) -> [Double] {
    let sample = path.sample(at: timing.value(at: timeProgress(localTime, duration: duration)))
    switch output {
    case .point: return [sample.point.x, sample.point.y]
    case .angle(let offset): return [sample.angle + offset]
    }
  }
}
