/// Motion along a flattened path at constant speed, shaped by a timing function; outputs
/// the point, or the direction for auto-rotation.
package struct PathCurve: AnimationCurve {
  let path: FlattenedPath
  package let duration: Double
  let timing: TimingFunction
  let output: PathOutput

  package var count: Int { output == .point ? 2 : 1 }
  package var from: [Double] { value(at: 0) }
  package var to: [Double] { value(at: duration) }
  package var reversesByMirroring: Bool { false }

  package func value(at localTime: Double) -> [Double] {
    let sample = path.sample(at: timing.value(at: timeProgress(localTime, duration: duration)))
    switch output {
    case .point: return [sample.point.x, sample.point.y]
    case .angle(let offset): return [sample.angle + offset]
    }
  }

  /// Creates a value from its parts.
  package init(path: FlattenedPath, duration: Double, timing: TimingFunction, output: PathOutput) {
    self.path = path
    self.duration = duration
    self.timing = timing
    self.output = output
  }
}
