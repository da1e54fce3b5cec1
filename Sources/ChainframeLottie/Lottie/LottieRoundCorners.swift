import ChainframeModel
import Foundation

/// Round corners (`rd`) on bezier paths, as lottie-web's round-corners modifier computes them:
/// every corner vertex (in and out tangents both zero) is replaced by two vertices, one on each
/// adjacent edge at `min(edge length / 2, radius)` from the corner, joined by a cubic whose
/// tangents point at the old corner (0.5519 of the way); vertices with tangents, and the two
/// ends of an open path, are kept as they are.
enum LottieRoundCorners {
  /// lottie-web's tangent length factor for the rounded corner.
  static let roundCorner = 0.5519

  /// The rounded path of a flattened bezier (per vertex x, y, in-tangent x, y, out-tangent
  /// x, y; tangents relative to their vertex); `radius` in pixels (≤ 0: unchanged).
  static func apply(_ flat: [Double], closed: Bool, radius: Double) -> [Double] {
    let count = flat.count / 6
    guard radius > 0, radius.isFinite, count > 1 else { return flat }
    func point(_ k: Int) -> (Double, Double) { (flat[6 * k], flat[6 * k + 1]) }
    var out: [Double] = []
    out.reserveCapacity(flat.count * 2)
    for k in 0..<count {
      let base = 6 * k
      let isCorner = flat[base + 2] == 0 && flat[base + 3] == 0 && flat[base + 4] == 0 && flat[base + 5] == 0
      if !isCorner || (!closed && (k == 0 || k == count - 1)) {
        out += flat[base..<(base + 6)]
        continue
      }
      let current = point(k)
      // Towards the previous vertex: the new vertex's out-tangent points at the old corner.
      let previous = point(k == 0 ? count - 1 : k - 1)
      let a = along(current, previous, radius)
      out += [a.0, a.1, 0, 0, (current.0 - a.0) * roundCorner, (current.1 - a.1) * roundCorner]
      // Towards the next vertex: the in-tangent points at the old corner.
      let next = point(k == count - 1 ? 0 : k + 1)
      let b = along(current, next, radius)
      out += [b.0, b.1, (current.0 - b.0) * roundCorner, (current.1 - b.1) * roundCorner, 0, 0]
    }
    return out
  }

  /// Path data of a flattened bezier with its corners rounded by `radius` (≤ 0: unchanged).
  static func path(_ flat: [Double], closed: Bool, radius: Double) -> String? {
    LottieGeometry.bezier(flat: apply(flat, closed: closed, radius: radius), closed: closed)
  }

  /// The point `min(distance / 2, radius)` from `from` towards `to`.
  static func along(_ from: (Double, Double), _ to: (Double, Double), _ radius: Double) -> (Double, Double) {
    let dx = to.0 - from.0
    let dy = to.1 - from.1
    let distance = (dx * dx + dy * dy).squareRoot()
    let t = distance > 0 ? min(distance / 2, radius) / distance : 0
    return (from.0 + dx * t, from.1 + dy * t)
  }
}
