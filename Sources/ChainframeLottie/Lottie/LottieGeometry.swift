import ChainframeModel
import Foundation

/// Path data (SVG `d`) for Lottie shapes, built as Lottie players build them: bezier vertices
/// with relative tangents, rectangles from the top-right corner, ellipses from the top, stars
/// from the point at their rotation.
enum LottieGeometry {
  /// A Lottie bezier (`{v, i, o, c}`) as path data; nil when it has no vertices.
  static func bezier(_ json: LottieJSON) -> String? {
    let v = json["v"]?.array.compactMap(\.numbers) ?? []
    let i = json["i"]?.array.compactMap(\.numbers) ?? []
    let o = json["o"]?.array.compactMap(\.numbers) ?? []
    guard !v.isEmpty, v.allSatisfy({ $0.count >= 2 }) else { return nil }
    func tangent(_ list: [[Double]], _ k: Int) -> (Double, Double) {
      guard k < list.count, list[k].count >= 2 else { return (0, 0) }
      return (list[k][0], list[k][1])
    }
    var d = LottiePathText(commands: v.count + 2)
    d.move(v[0][0], v[0][1])
    let closed = json.bool("c")
    let count = closed ? v.count : v.count - 1
    for k in 0..<count {
      let a = v[k]
      let b = v[(k + 1) % v.count]
      let out = tangent(o, k)
      let inn = tangent(i, (k + 1) % v.count)
      d.cubic(a[0] + out.0, a[1] + out.1, b[0] + inn.0, b[1] + inn.1, b[0], b[1])
    }
    if closed { d.close() }
    return d.text
  }

  /// Path data of a flattened bezier (per vertex x, y, in-tangent, out-tangent).
  static func bezier(flat v: [Double], closed: Bool) -> String? {
    let count = v.count / 6
    guard count > 0 else { return nil }
    var d = LottiePathText(commands: count + 2)
    d.move(v[0], v[1])
    for k in 0..<(closed ? count : count - 1) {
      let a = 6 * k
      let b = 6 * ((k + 1) % count)
      d.cubic(v[a] + v[a + 4], v[a + 1] + v[a + 5], v[b] + v[b + 2], v[b + 1] + v[b + 3], v[b], v[b + 1])
    }
    if closed { d.close() }
    return d.text
  }

  /// A rectangle centred at `c` of size `s` with corner radius `r` (clamped to half the
  /// shorter side); `reversed` for direction 3.
  static func rect(center c: [Double], size s: [Double], radius: Double, reversed: Bool) -> String {
    let w = s.first ?? 0
    let h = s.count > 1 ? s[1] : w
    let x0 = (c.first ?? 0) - w / 2
    let y0 = (c.count > 1 ? c[1] : 0) - h / 2
    let x1 = x0 + w
    let y1 = y0 + h
    let r = min(max(radius, 0), min(w, h) / 2)
    if r <= 0 {
      var d = LottiePathText(commands: 5)
      d.move(x1, y0)
      if reversed {
        d.line(x0, y0)
        d.line(x0, y1)
        d.line(x1, y1)
      } else {
        d.line(x1, y1)
        d.line(x0, y1)
        d.line(x0, y0)
      }
      d.close()
      return d.text
    }
    let k = r * (1 - 0.5519150244935105707435627)
    // Clockwise from the top-right corner's start, as lottie-web's rect.
    var d = LottiePathText(commands: 9)
    if !reversed {
      d.move(x1, y0 + r)
      d.line(x1, y1 - r)
      d.cubic(x1, y1 - k, x1 - k, y1, x1 - r, y1)
      d.line(x0 + r, y1)
      d.cubic(x0 + k, y1, x0, y1 - k, x0, y1 - r)
      d.line(x0, y0 + r)
      d.cubic(x0, y0 + k, x0 + k, y0, x0 + r, y0)
      d.line(x1 - r, y0)
      d.cubic(x1 - k, y0, x1, y0 + k, x1, y0 + r)
    } else {
      d.move(x1 - r, y0)
      d.line(x0 + r, y0)
      d.cubic(x0 + k, y0, x0, y0 + k, x0, y0 + r)
      d.line(x0, y1 - r)
      d.cubic(x0, y1 - k, x0 + k, y1, x0 + r, y1)
      d.line(x1 - r, y1)
      d.cubic(x1 - k, y1, x1, y1 - k, x1, y1 - r)
      d.line(x1, y0 + r)
      d.cubic(x1, y0 + k, x1 - k, y0, x1 - r, y0)
    }
    d.close()
    return d.text
  }

  /// An ellipse centred at `c` of size `s`: four cubic arcs from the top, clockwise unless
  /// `reversed`.
  static func ellipse(center c: [Double], size s: [Double], reversed: Bool) -> String {
    let cx = c.first ?? 0
    let cy = c.count > 1 ? c[1] : 0
    let rx = (s.first ?? 0) / 2
    let ry = (s.count > 1 ? s[1] : (s.first ?? 0)) / 2
    let k = 0.5519150244935105707435627
    let ox = rx * k
    let oy = ry * k
    var d = LottiePathText(commands: 6)
    d.move(cx, cy - ry)
    let turn: Double = reversed ? -1 : 1
    d.cubic(cx + turn * ox, cy - ry, cx + turn * rx, cy - oy, cx + turn * rx, cy)
    d.cubic(cx + turn * rx, cy + oy, cx + turn * ox, cy + ry, cx, cy + ry)
    d.cubic(cx - turn * ox, cy + ry, cx - turn * rx, cy + oy, cx - turn * rx, cy)
    d.cubic(cx - turn * rx, cy - oy, cx - turn * ox, cy - ry, cx, cy - ry)
    d.close()
    return d.text
  }

  /// A star (`star` true, inner radius used) or polygon, built as lottie-web builds it:
  /// `points` outer vertices, the first at `rotation` degrees clockwise from straight up;
  /// roundness (0…100 %) gives each vertex tangents along the circle through it.
  static func star(
    center c: [Double], points: Int, outer: Double, inner: Double, rotation: Double, star: Bool, reversed: Bool,
    outerRoundness: Double = 0, innerRoundness: Double = 0, corners: Double = 0
  ) -> String? {
    guard points >= 1, points <= 1000 else { return nil }
    let vertices = starVertices(
      center: c, points: points, outer: outer, inner: inner, rotation: rotation, star: star, reversed: reversed,
      outerRoundness: outerRoundness, innerRoundness: innerRoundness)
    let count = vertices.count / 6
    // A round-corners modifier (`rd`, pixels) rounds the vertices that have no tangents.
    if corners > 0 {
      return LottieRoundCorners.path(vertices, closed: true, radius: corners)
    }
    if outerRoundness == 0 && innerRoundness == 0 {
      var d = LottiePathText(commands: count + 1)
      d.move(vertices[0], vertices[1])
      for k in 1..<max(count, 1) { d.line(vertices[6 * k], vertices[6 * k + 1]) }
      d.close()
      return d.text
    }
    return bezier(flat: vertices, closed: true)
  }

  /// The vertices of `star(…)` before round corners, flattened (per vertex x, y, in-handle,
  /// out-handle, the handles relative), as lottie-web's convertStarToPath and
  /// convertPolygonToPath place them. `points` must be 1…1000.
  static func starVertices(
    center c: [Double], points: Int, outer: Double, inner: Double, rotation: Double, star: Bool, reversed: Bool,
    outerRoundness: Double, innerRoundness: Double
  ) -> [Double] {
    precondition((1...1000).contains(points), "a star has 1 to 1000 points")
    let cx = c.first ?? 0
    let cy = c.count > 1 ? c[1] : 0
    let count = star ? points * 2 : points
    let step = 2 * Double.pi / Double(count)
    let dir: Double = reversed ? -1 : 1
    var angle = (rotation - 90) * Double.pi / 180
    // Tangent length per vertex, times the roundness: a quarter of the arc between vertices
    // (polygons), half of it (stars, where vertices alternate) — 2πr / (4 · points) either
    // way, as lottie-web's convertStarToPath / convertPolygonToPath and ThorVG's updatePolygon
    // compute it.
    let outerSegment = 2 * Double.pi * outer / Double(4 * points)
    let innerSegment = 2 * Double.pi * inner / Double(4 * points)
    var vertices: [Double] = []
    vertices.reserveCapacity(count * 6)
    for k in 0..<count {
      let isInner = star && k % 2 == 1
      let r = isInner ? inner : outer
      let roundness = (isInner ? innerRoundness : outerRoundness) / 100
      let segment = isInner ? innerSegment : outerSegment
      let x = r * cos(angle)
      let y = r * sin(angle)
      let length = (x * x + y * y).squareRoot()
      let ox = length == 0 ? 0 : y / length
      let oy = length == 0 ? 0 : -x / length
      let t = segment * roundness * dir
      vertices += [cx + x, cy + y, ox * t, oy * t, -ox * t, -oy * t]
      angle += step * dir
    }
    return vertices
  }

  /// A star with a fractional number of points and sharp corners, as After Effects, rlottie
  /// and lottie-android draw it: `ceil(points)` points, the last one partial (its tip
  /// `fraction` of the way from the inner to the outer radius, its angle `fraction` of a
  /// whole point's), the whole star turned by half of the missing part.
  static func partialStar(
    center c: [Double], points: Double, outer: Double, inner: Double, rotation: Double, reversed: Bool
  )
    -> String?
  {
    guard points > 0, points <= 1000 else { return nil }
    let cx = c.first ?? 0
    let cy = c.count > 1 ? c[1] : 0
    let dir: Double = reversed ? -1 : 1
    let perPoint = 2 * Double.pi / points
    let half = perPoint / 2
    let fraction = points - points.rounded(.down)
    let partialRadius = inner + fraction * (outer - inner)
    var angle = (rotation - 90) * Double.pi / 180 + half * (1 - fraction) * dir
    let count = Int(points.rounded(.up)) * 2
    var d = LottiePathText(commands: count + 2)
    d.move(cx + partialRadius * cos(angle), cy + partialRadius * sin(angle))
    angle += perPoint * fraction / 2 * dir
    var outerTip = false
    for i in 0..<count {
      let r = i == count - 1 ? partialRadius : (outerTip ? outer : inner)
      d.line(cx + r * cos(angle), cy + r * sin(angle))
      angle += (i == count - 2 ? perPoint * fraction / 2 : half) * dir
      outerTip.toggle()
    }
    d.close()
    return d.text
  }
}
