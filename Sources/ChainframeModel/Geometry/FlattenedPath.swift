import Foundation

/// A path turned into a polyline with cumulative arc lengths, for moving along it at constant
/// speed and reading its direction.
public struct FlattenedPath: Sendable, Hashable {
  /// Polyline points in order; consecutive duplicates removed.
  public let points: [Vector2]
  /// `lengths[i]` is the distance along the path from `points[0]` to `points[i]`.
  public let lengths: [Double]

  /// Flattens segments; curves are subdivided finely enough for sub-pixel accuracy at
  /// typical canvas sizes (64 pieces per curve).
  public init(_ segments: [PathSegment]) {
    var points: [Vector2] = []
    Self.forEachPoint(of: segments) { p in
      if let last = points.last, last == p { return }
      points.append(p)
    }
    if points.isEmpty { points = [Vector2(0, 0)] }
    var lengths = [0.0]
    for i in 1..<max(points.count, 1) where points.count > 1 {
      let dx = points[i].x - points[i - 1].x
      let dy = points[i].y - points[i - 1].y
      lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
    }
    self.points = points
    self.lengths = lengths
  }

  /// Total length in pixels.
  public var length: Double { lengths.last ?? 0 }

  /// The smallest box holding every point: (minX, minY, maxX, maxY); zeros when empty.
  public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    guard let first = points.first else { return (0, 0, 0, 0) }
    var b = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for p in points {
      b.minX = min(b.minX, p.x)
      b.minY = min(b.minY, p.y)
      b.maxX = max(b.maxX, p.x)
      b.maxY = max(b.maxY, p.y)
    }
    return b
  }

  /// The point and direction (degrees, clockwise from +x, y down) at `fraction` (0…1) of the
  /// length.
  public func sample(at fraction: Double) -> (point: Vector2, angle: Double) {
    guard points.count > 1, length > 0 else { return (points[0], 0) }
    let target = min(max(fraction, 0), 1) * length
    // Binary search for the piece containing the target length.
    var lo = 0
    var hi = lengths.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] <= target { lo = mid } else { hi = mid }
    }
    let a = points[lo]
    let b = points[hi]
    let span = lengths[hi] - lengths[lo]
    let t = span > 0 ? (target - lengths[lo]) / span : 0
    let point = Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    let angle = atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
    return (point, angle)
  }

  /// Points along an SVG endpoint arc (SVG 1.1 appendix F.6 conversion to centre form).
  public static func arcPoints(
    from p0: Vector2, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool,
    to p1: Vector2, pieces: Int
  ) -> [Vector2] {
    if p0 == p1 { return [] }
    var rx = rx
    var ry = ry
    if rx == 0 || ry == 0 { return [p1] }
    let phi = rotation * Double.pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let dx = (p0.x - p1.x) / 2
    let dy = (p0.y - p1.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // Scale radii up when they cannot span the endpoints.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator == 0 ? 0 : (max(numerator, 0) / denominator).squareRoot()
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * Double.pi }
    if sweep && delta < 0 { delta += 2 * Double.pi }
    var result: [Vector2] = []
    for i in 1...pieces {
      let theta = theta1 + delta * Double(i) / Double(pieces)
      let x = rx * cos(theta)
      let y = ry * sin(theta)
      result.append(Vector2(cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy))
    }
    result[result.count - 1] = p1
    return result
  }
}
