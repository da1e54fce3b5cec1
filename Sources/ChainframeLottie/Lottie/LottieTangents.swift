/// lottie-web's load-time test of a keyframe's spatial tangents (`to`/`ti`): it drops them
/// when both control points lie on the line through the segment's ends (anywhere on it,
/// before, between or beyond the ends), or when the ends coincide and the tangents are
/// zero. A segment without tangents eases each dimension on its own, in a straight line.
enum LottieTangents {
  /// Whether lottie-web drops the tangents `out` (from `start`) and `in` (from `end`).
  static func drops(from start: [Double], to end: [Double], out: [Double], in inward: [Double]) -> Bool {
    func at(_ list: [Double], _ i: Int) -> Double { i < list.count ? list[i] : 0 }
    let c1 = start.indices.map { start[$0] + at(out, $0) }
    let c2 = end.indices.map { end[$0] + at(inward, $0) }
    if start.count == 2, end.count >= 2, !(start[0] == end[0] && start[1] == end[1]),
      onLine2D(start, end, c1), onLine2D(start, end, c2)
    {
      return true
    }
    if start.count == 3, end.count >= 3, !(start[0] == end[0] && start[1] == end[1] && start[2] == end[2]),
      onLine3D(start, end, c1), onLine3D(start, end, c2)
    {
      return true
    }
    if start[0] == end[0], start[1] == end[1], at(out, 0) == 0, at(out, 1) == 0, at(inward, 0) == 0,
      at(inward, 1) == 0
    {
      return start.count == 2 || (at(start, 2) == at(end, 2) && at(out, 2) == 0 && at(inward, 2) == 0)
    }
    return false
  }

  /// lottie-web's `pointOnLine2D`: twice the triangle's signed area within ±0.001.
  static func onLine2D(_ p1: [Double], _ p2: [Double], _ p3: [Double]) -> Bool {
    let det = p1[0] * p2[1] + p1[1] * p3[0] + p2[0] * p3[1] - p3[0] * p2[1] - p3[1] * p1[0] - p2[0] * p1[1]
    return det > -0.001 && det < 0.001
  }

  /// lottie-web's `pointOnLine3D`: the 2-D test when all three z are 0, otherwise the
  /// longest of the three distances equal to the sum of the other two within ±0.0001.
  static func onLine3D(_ p1: [Double], _ p2: [Double], _ p3: [Double]) -> Bool {
    if p1[2] == 0 && p2[2] == 0 && p3[2] == 0 { return onLine2D(p1, p2, p3) }
    func distance(_ a: [Double], _ b: [Double]) -> Double {
      ((b[0] - a[0]) * (b[0] - a[0]) + (b[1] - a[1]) * (b[1] - a[1]) + (b[2] - a[2]) * (b[2] - a[2])).squareRoot()
    }
    let d1 = distance(p1, p2)
    let d2 = distance(p1, p3)
    let d3 = distance(p2, p3)
    let diff: Double
    if d1 > d2 {
      diff = d1 > d3 ? d1 - d2 - d3 : d3 - d2 - d1
    } else if d3 > d2 {
      diff = d3 - d2 - d1
    } else {
      diff = d2 - d1 - d3
    }
    return diff > -0.0001 && diff < 0.0001
  }
}
