import Foundation

/// One cubic segment in polynomial form, with the operations lottie-web's offset-path and
/// zig-zag modifiers use on it (point, derivative, angles, inflections, split, bounds,
/// intersections). The tolerances are lottie-web's, because they decide which joints merge
/// and which intersections count, and so what is drawn.
struct LottieCubic {
  /// The control points: start, two handles (absolute), end.
  let points: [SIMD2<Double>]
  /// Polynomial coefficients: point(t) = ((a·t + b)·t + c)·t + d.
  let a: SIMD2<Double>
  let b: SIMD2<Double>
  let c: SIMD2<Double>
  let d: SIMD2<Double>

  /// A cubic from `p0` to `p3` with handles `p1`, `p2`. `linearize`: a handle on its own end
  /// point moves to the chord's third, as lottie-web does for a straight segment (so angles
  /// along it are defined).
  init(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>, linearize: Bool) {
    var h1 = p1
    var h2 = p2
    if linearize && Self.pointEqual(p0, h1) { h1 = Self.lerp(p0, p3, 1.0 / 3) }
    if linearize && Self.pointEqual(h2, p3) { h2 = Self.lerp(p0, p3, 2.0 / 3) }
    points = [p0, h1, h2, p3]
    a = 3 * h1 - p0 - 3 * h2 + p3
    b = 3 * p0 - 6 * h1 + 3 * h2
    c = -3 * p0 + 3 * h1
    d = p0
  }

  /// A cubic that stays at `p`.
  static func single(_ p: SIMD2<Double>) -> LottieCubic { LottieCubic(p, p, p, p, linearize: false) }

  /// The point at parameter `t`.
  func point(_ t: Double) -> SIMD2<Double> { ((a * t + b) * t + c) * t + d }

  /// The derivative at parameter `t`.
  func derivative(_ t: Double) -> SIMD2<Double> { (3 * t * a + 2 * b) * t + c }

  /// The direction of travel at `t`, radians (atan2 of y over x).
  func tangentAngle(_ t: Double) -> Double {
    let v = derivative(t)
    return atan2(v.y, v.x)
  }

  /// lottie-web's normal angle at `t` (atan2 of x over y).
  func normalAngle(_ t: Double) -> Double {
    let v = derivative(t)
    return atan2(v.x, v.y)
  }

  /// The parameters in (0, 1) where the curvature changes sign, as lottie-web finds them.
  func inflectionPoints() -> [Double] {
    let denominator = a.y * b.x - a.x * b.y
    if Self.floatZero(denominator) { return [] }
    let middle = -0.5 * (a.y * c.x - a.x * c.y) / denominator
    let square = middle * middle - 1.0 / 3 * (b.y * c.x - b.x * c.y) / denominator
    if square < 0 { return [] }
    let root = square.squareRoot()
    // lottie-web tests the root, not the parameter, in this case; kept for parity.
    if Self.floatZero(root) { return root > 0 && root < 1 ? [middle] : [] }
    return [middle - root, middle + root].filter { $0 > 0 && $0 < 1 }
  }

  /// The two halves at parameter `t` (de Casteljau); a point and the whole curve outside (0, 1).
  func split(_ t: Double) -> (LottieCubic, LottieCubic) {
    if t <= 0 { return (.single(points[0]), self) }
    if t >= 1 { return (self, .single(points[3])) }
    let e = Self.lerp(points[0], points[1], t)
    let i = Self.lerp(points[1], points[2], t)
    let r = Self.lerp(points[2], points[3], t)
    let s = Self.lerp(e, i, t)
    let m = Self.lerp(i, r, t)
    let n = Self.lerp(s, m, t)
    return (
      LottieCubic(points[0], e, s, n, linearize: true), LottieCubic(n, m, r, points[3], linearize: true)
    )
  }

  /// The smallest and largest coordinate `axis` (0: x, 1: y) takes on the curve.
  func extrema(_ axis: Int) -> (min: Double, max: Double) {
    var low = points[0][axis]
    var high = points[3][axis]
    if low > high { swap(&low, &high) }
    for root in Self.quadRoots(3 * a[axis], 2 * b[axis], c[axis]) where root > 0 && root < 1 {
      let value = point(root)[axis]
      if value < low { low = value } else if value > high { high = value }
    }
    return (low, high)
  }

  /// The parameter pairs (this curve's, `other`'s) where the two cross, found by bisecting
  /// overlapping boxes to `tolerance` or `maxDepth` levels, in lottie-web's order.
  func intersections(_ other: LottieCubic, tolerance: Double = 2, maxDepth: Int = 7) -> [(Double, Double)] {
    var out: [(Double, Double)] = []
    Self.intersect(Piece(self, 0, 1), Piece(other, 0, 1), depth: 0, tolerance: tolerance, maxDepth: maxDepth, &out)
    return out
  }

  /// A part of a curve with its box and parameter range on the original curve.
  private struct Piece {
    let curve: LottieCubic
    let center: SIMD2<Double>
    let size: SIMD2<Double>
    let t: Double
    let t1: Double
    let t2: Double

    init(_ curve: LottieCubic, _ t1: Double, _ t2: Double) {
      let x = curve.extrema(0)
      let y = curve.extrema(1)
      self.curve = curve
      center = SIMD2((x.max + x.min) / 2, (y.max + y.min) / 2)
      size = SIMD2(x.max - x.min, y.max - y.min)
      t = (t1 + t2) / 2
      self.t1 = t1
      self.t2 = t2
    }

    func halves() -> (Piece, Piece) {
      let (left, right) = curve.split(0.5)
      return (Piece(left, t1, t), Piece(right, t, t2))
    }
  }

  private static func intersect(
    _ p: Piece, _ q: Piece, depth: Int, tolerance: Double, maxDepth: Int, _ out: inout [(Double, Double)]
  ) {
    guard 2 * abs(p.center.x - q.center.x) < p.size.x + q.size.x,
      2 * abs(p.center.y - q.center.y) < p.size.y + q.size.y
    else { return }
    if depth >= maxDepth
      || (p.size.x <= tolerance && p.size.y <= tolerance && q.size.x <= tolerance && q.size.y <= tolerance)
    {
      out.append((p.t, q.t))
      return
    }
    let (p0, p1) = p.halves()
    let (q0, q1) = q.halves()
    for (l, r) in [(p0, q0), (p0, q1), (p1, q0), (p1, q1)] {
      intersect(l, r, depth: depth + 1, tolerance: tolerance, maxDepth: maxDepth, &out)
    }
  }

  /// lottie-web's relative equality: the difference at most a hundred-thousandth of the
  /// smaller magnitude (so only exact equality near zero).
  static func floatEqual(_ x: Double, _ y: Double) -> Bool { 1e5 * abs(x - y) <= min(abs(x), abs(y)) }

  /// lottie-web's zero test.
  static func floatZero(_ x: Double) -> Bool { abs(x) <= 1e-5 }

  /// Both coordinates `floatEqual`.
  static func pointEqual(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Bool {
    floatEqual(p.x, q.x) && floatEqual(p.y, q.y)
  }

  /// The point `t` of the way from `p` to `q`.
  static func lerp(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ t: Double) -> SIMD2<Double> { p * (1 - t) + q * t }

  /// The real roots of a·t² + b·t + c (none when a is 0, as lottie-web).
  static func quadRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if a == 0 { return [] }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    let middle = -b / (2 * a)
    if discriminant == 0 { return [middle] }
    let half = discriminant.squareRoot() / (2 * a)
    return [middle - half, middle + half]
  }

  /// Where the line through `p1`, `p2` meets the line through `p3`, `p4`; nil when parallel.
  static func lineIntersection(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>, _ p4: SIMD2<Double>
  ) -> SIMD2<Double>? {
    func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }
    let h = cross(cross(SIMD3(p1.x, p1.y, 1), SIMD3(p2.x, p2.y, 1)), cross(SIMD3(p3.x, p3.y, 1), SIMD3(p4.x, p4.y, 1)))
    if floatZero(h.z) { return nil }
    return SIMD2(h.x / h.z, h.y / h.z)
  }

  /// `p` moved `distance` along `angle` (radians, y up as lottie-web's polar offset).
  static func polarOffset(_ p: SIMD2<Double>, _ angle: Double, _ distance: Double) -> SIMD2<Double> {
    SIMD2(p.x + cos(angle) * distance, p.y - sin(angle) * distance)
  }

  /// The distance between two points.
  static func distance(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double {
    let v = p - q
    return (v.x * v.x + v.y * v.y).squareRoot()
  }
}
