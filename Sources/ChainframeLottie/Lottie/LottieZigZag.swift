import Foundation

/// Zig-zag (`zz`) as lottie-web computes it: every vertex and `ridges` evenly spaced points
/// on each segment are pushed `amplitude` pixels off the path, alternately to either side;
/// corner points (type 1) are sharp, smooth points (type 2) get handles along the path a
/// fraction of the segment long.
enum LottieZigZag {
  /// `path` zig-zagged: `amplitude` in pixels (0: unchanged), `ridges` per segment (rounded,
  /// at least 0), `pointType` 1 corner or 2 smooth.
  static func apply(_ path: LottieVertexPath, amplitude: Double, ridges: Int, pointType: Int)
    -> LottieVertexPath
  {
    guard amplitude != 0, amplitude.isFinite, path.count > 0 else { return path }
    let frequency = max(0, ridges)
    var out = LottieVertexPath(closed: path.closed)
    let segments = path.closed ? path.count : path.count - 1
    guard segments > 0 else { return out }
    var direction = -1.0
    corner(&out, path, 0, amplitude, frequency, pointType, direction)
    for h in 0..<segments {
      direction = segment(&out, path.segment(h), amplitude, frequency, pointType, -direction)
      corner(&out, path, h + 1, amplitude, frequency, pointType, direction)
    }
    return out
  }

  /// A point pushed `direction · amplitude` along `angle`, with handles of the given lengths
  /// across it.
  private static func setPoint(
    _ out: inout LottieVertexPath, _ p: SIMD2<Double>, _ angle: Double, _ direction: Double, _ amplitude: Double,
    outLength: Double, inLength: Double
  ) {
    let outAngle = angle - Double.pi / 2
    let inAngle = angle + Double.pi / 2
    let x = p.x + cos(angle) * direction * amplitude
    let y = p.y - sin(angle) * direction * amplitude
    out.append(
      SIMD2(x, y),
      out: SIMD2(x + cos(outAngle) * outLength, y - sin(outAngle) * outLength),
      in: SIMD2(x + cos(inAngle) * inLength, y - sin(inAngle) * inLength))
  }

  /// The direction a vertex is pushed in: across the chord from its neighbours.
  private static func projectingAngle(_ path: LottieVertexPath, _ k: Int) -> Double {
    let previous = k == 0 ? path.count - 1 : k - 1
    let next = (k + 1) % path.count
    let chord = path.vertices[next] - path.vertices[previous]
    let turn = 0.5 * -Double.pi
    let perpendicular = SIMD2(
      cos(turn) * chord.x - sin(turn) * chord.y, sin(turn) * chord.x + cos(turn) * chord.y)
    return atan2(0, 1) - atan2(perpendicular.y, perpendicular.x)
  }

  private static func corner(
    _ out: inout LottieVertexPath, _ path: LottieVertexPath, _ k: Int, _ amplitude: Double, _ frequency: Int,
    _ pointType: Int, _ direction: Double
  ) {
    let angle = projectingAngle(path, k)
    let v = path.vertices[k % path.count]
    let previous = path.vertices[k == 0 ? path.count - 1 : k - 1]
    let next = path.vertices[(k + 1) % path.count]
    let toPrevious = pointType == 2 ? LottieCubic.distance(v, previous) : 0
    let toNext = pointType == 2 ? LottieCubic.distance(v, next) : 0
    let parts = 2 * Double(frequency + 1)
    setPoint(
      &out, v, angle, direction, amplitude, outLength: toNext / parts, inLength: toPrevious / parts)
  }

  /// The ridges along one segment; returns the direction for the point after them.
  private static func segment(
    _ out: inout LottieVertexPath, _ curve: LottieCubic, _ amplitude: Double, _ frequency: Int, _ pointType: Int,
    _ start: Double
  ) -> Double {
    var direction = start
    let chord = pointType == 2 ? LottieCubic.distance(curve.points[3], curve.points[0]) : 0
    let length = chord / (2 * Double(frequency + 1))
    for n in 0..<frequency {
      let t = Double(n + 1) / Double(frequency + 1)
      setPoint(
        &out, curve.point(t), curve.normalAngle(t), direction, amplitude, outLength: length, inLength: length)
      direction = -direction
    }
    return direction
  }
}
