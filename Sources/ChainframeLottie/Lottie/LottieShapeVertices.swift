import Foundation

/// Rectangles, ellipses, stars and polygons as lottie-web turns them into bezier vertices
/// before its path modifiers run: the vertex count, order and start decide where a zig-zag's
/// ridges fall and where a pucker pulls.
enum LottieShapeVertices {
  /// lottie-web's handle length for quarter circles, as a fraction of the radius.
  static let roundCorner = 0.5519150244935105707435627

  /// A rectangle centred at `c` of size `s`, corner radius `radius` (clamped to half the
  /// shorter side): four vertices from the top-right corner (eight when rounded), clockwise
  /// unless `reversed` (direction 3).
  static func rect(center c: SIMD2<Double>, size s: SIMD2<Double>, radius: Double, reversed: Bool)
    -> LottieVertexPath
  {
    let hw = s.x / 2
    let hh = s.y / 2
    let r = max(0, min(hw, hh, radius))
    let a = r * (1 - roundCorner)
    var path = LottieVertexPath(closed: true)
    func add(_ x: Double, _ y: Double, _ ox: Double, _ oy: Double, _ ix: Double, _ iy: Double) {
      path.append(SIMD2(c.x + x, c.y + y), out: SIMD2(c.x + ox, c.y + oy), in: SIMD2(c.x + ix, c.y + iy))
    }
    if !reversed {
      add(hw, -hh + r, hw, -hh + r, hw, -hh + a)
      add(hw, hh - r, hw, hh - a, hw, hh - r)
      if r != 0 {
        add(hw - r, hh, hw - r, hh, hw - a, hh)
        add(-hw + r, hh, -hw + a, hh, -hw + r, hh)
        add(-hw, hh - r, -hw, hh - r, -hw, hh - a)
        add(-hw, -hh + r, -hw, -hh + a, -hw, -hh + r)
        add(-hw + r, -hh, -hw + r, -hh, -hw + a, -hh)
        add(hw - r, -hh, hw - a, -hh, hw - r, -hh)
      } else {
        add(-hw, hh, -hw + a, hh, -hw, hh)
        add(-hw, -hh, -hw, -hh + a, -hw, -hh)
      }
    } else {
      add(hw, -hh + r, hw, -hh + a, hw, -hh + r)
      if r != 0 {
        add(hw - r, -hh, hw - r, -hh, hw - a, -hh)
        add(-hw + r, -hh, -hw + a, -hh, -hw + r, -hh)
        add(-hw, -hh + r, -hw, -hh + r, -hw, -hh + a)
        add(-hw, hh - r, -hw, hh - a, -hw, hh - r)
        add(-hw + r, hh, -hw + r, hh, -hw + a, hh)
        add(hw - r, hh, hw - a, hh, hw - r, hh)
        add(hw, hh - r, hw, hh - r, hw, hh - a)
      } else {
        add(-hw, -hh, -hw + a, -hh, -hw, -hh)
        add(-hw, hh, -hw, hh - a, -hw, hh)
        add(hw, hh, hw - a, hh, hw, hh)
      }
    }
    return path
  }

  /// An ellipse centred at `c` of size `s`: four vertices from the top, clockwise unless
  /// `reversed`.
  static func ellipse(center c: SIMD2<Double>, size s: SIMD2<Double>, reversed: Bool) -> LottieVertexPath {
    let rx = s.x / 2
    let ry = s.y / 2
    let k = roundCorner
    let turn: Double = reversed ? -1 : 1
    var path = LottieVertexPath(closed: true)
    path.append(
      SIMD2(c.x, c.y - ry), out: SIMD2(c.x + turn * rx * k, c.y - ry), in: SIMD2(c.x - turn * rx * k, c.y - ry))
    path.append(
      SIMD2(c.x + turn * rx, c.y), out: SIMD2(c.x + turn * rx, c.y + ry * k), in: SIMD2(c.x + turn * rx, c.y - ry * k))
    path.append(
      SIMD2(c.x, c.y + ry), out: SIMD2(c.x - turn * rx * k, c.y + ry), in: SIMD2(c.x + turn * rx * k, c.y + ry))
    path.append(
      SIMD2(c.x - turn * rx, c.y), out: SIMD2(c.x - turn * rx, c.y - ry * k), in: SIMD2(c.x - turn * rx, c.y + ry * k))
    return path
  }

  /// A star (`star`, alternating outer and inner vertices) or polygon with `floor(points)`
  /// points, the first at `rotation` degrees clockwise from straight up; roundness in %.
  static func star(
    center c: SIMD2<Double>, points: Double, outer: Double, inner: Double, rotation: Double, star: Bool,
    reversed: Bool, outerRoundness: Double, innerRoundness: Double
  ) -> LottieVertexPath {
    guard points.isFinite, points >= 1, points <= 1000 else { return LottieVertexPath(closed: true) }
    let flat = LottieGeometry.starVertices(
      center: [c.x, c.y], points: Int(points.rounded(.down)), outer: outer, inner: inner, rotation: rotation,
      star: star, reversed: reversed, outerRoundness: outerRoundness, innerRoundness: innerRoundness)
    return LottieVertexPath(flat: flat, closed: true)
  }
}
