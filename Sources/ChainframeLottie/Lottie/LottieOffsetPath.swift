import Foundation

/// Offset path (`op`) as lottie-web computes it: every segment (split at its inflections)
/// is moved `amount` pixels along its normal by offsetting its control polygon, the pieces'
/// crossings at each joint are cut away, and the joints are closed with miter, round or bevel
/// joins. An open path is offset along both sides, out and back.
enum LottieOffsetPath {
  /// `path` offset by `amount` pixels (positive: outwards on a clockwise path; 0: unchanged).
  /// `lineJoin` 1 miter, 2 round, 3 bevel; `miterLimit` is the longest miter, in pixels.
  static func apply(_ path: LottieVertexPath, amount: Double, lineJoin: Int, miterLimit: Double)
    -> LottieVertexPath
  {
    guard amount != 0, amount.isFinite, path.count > 0 else { return path }
    var out = LottieVertexPath(closed: path.closed)
    let segments = path.closed ? path.count : path.count - 1
    var pieces: [[LottieCubic]] = []
    for k in 0..<segments { pieces.append(split(path.segment(k), amount)) }
    if !path.closed {
      for k in stride(from: segments - 1, through: 0, by: -1) {
        pieces.append(split(path.segmentInverted(k), amount))
      }
    }
    pieces = pruneIntersections(pieces)
    var last: SIMD2<Double>?
    var previous: LottieCubic?
    for run in pieces {
      if let previous, let first = run.first {
        last = join(&out, previous, first, lineJoin, miterLimit)
      }
      previous = run.last
      for piece in run {
        let p = piece.points
        if let last, LottieCubic.pointEqual(p[0], last), out.count > 0 {
          out.outPoints[out.count - 1] = p[1]
        } else {
          out.append(p[0], out: p[1], in: p[0])
        }
        out.append(p[3], out: p[3], in: p[2])
        last = p[3]
      }
    }
    if let previous, let first = pieces.first?.first {
      _ = join(&out, previous, first, lineJoin, miterLimit)
    }
    return out
  }

  /// The ends of the line `p`–`q` moved `amount` along its normal.
  private static func linearOffset(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ amount: Double)
    -> (SIMD2<Double>, SIMD2<Double>)
  {
    let angle = atan2(q.x - p.x, q.y - p.y)
    return (LottieCubic.polarOffset(p, angle, amount), LottieCubic.polarOffset(q, angle, amount))
  }

  /// One segment offset: its control polygon's three legs offset and re-met.
  private static func offset(_ curve: LottieCubic, _ amount: Double) -> LottieCubic {
    let p = curve.points
    let (a0, a1) = linearOffset(p[0], p[1], amount)
    let (b0, b1) = linearOffset(p[1], p[2], amount)
    let (c0, c1) = linearOffset(p[2], p[3], amount)
    let h1 = LottieCubic.lineIntersection(a0, a1, b0, b1) ?? a1
    let h2 = LottieCubic.lineIntersection(c0, c1, b0, b1) ?? c0
    return LottieCubic(a0, h1, h2, c1, linearize: false)
  }

  /// A segment offset in pieces split at its inflection points.
  private static func split(_ curve: LottieCubic, _ amount: Double) -> [LottieCubic] {
    let inflections = curve.inflectionPoints()
    if inflections.isEmpty { return [offset(curve, amount)] }
    if inflections.count == 1 || LottieCubic.floatEqual(inflections[1], 1) {
      let (left, right) = curve.split(inflections[0])
      return [offset(left, amount), offset(right, amount)]
    }
    let (left, rest) = curve.split(inflections[0])
    let (middle, right) = rest.split((inflections[1] - inflections[0]) / (1 - inflections[0]))
    return [offset(left, amount), offset(middle, amount), offset(right, amount)]
  }

  /// The first crossing of two pieces (not at the first's very end).
  private static func intersection(_ p: LottieCubic, _ q: LottieCubic) -> (Double, Double)? {
    var found = p.intersections(q)
    if let first = found.first, LottieCubic.floatEqual(first.0, 1) { found.removeFirst() }
    return found.first
  }

  /// Two neighbouring runs with the loop where they cross cut away.
  private static func pruneSegments(_ a: [LottieCubic], _ b: [LottieCubic]) -> ([LottieCubic], [LottieCubic]) {
    var left = a
    var right = b
    guard let aLast = a.last, let bFirst = b.first, let aFirst = a.first, let bLast = b.last else { return (a, b) }
    if let cross = intersection(aLast, bFirst) {
      left[left.count - 1] = aLast.split(cross.0).0
      right[0] = bFirst.split(cross.1).1
    }
    if a.count > 1 && b.count > 1, let cross = intersection(aFirst, bLast) {
      return ([aFirst.split(cross.0).0], [bLast.split(cross.1).1])
    }
    return (left, right)
  }

  private static func pruneIntersections(_ runs: [[LottieCubic]]) -> [[LottieCubic]] {
    var runs = runs
    for k in runs.indices.dropFirst() {
      (runs[k - 1], runs[k]) = pruneSegments(runs[k - 1], runs[k])
    }
    if runs.count > 1 {
      (runs[runs.count - 1], runs[0]) = pruneSegments(runs[runs.count - 1], runs[0])
    }
    return runs
  }

  /// Closes the joint between `previous`'s end and `next`'s start; returns where the path
  /// now ends.
  private static func join(
    _ out: inout LottieVertexPath, _ previous: LottieCubic, _ next: LottieCubic, _ lineJoin: Int,
    _ miterLimit: Double
  ) -> SIMD2<Double> {
    let a = previous.points[3]
    let n = next.points[0]
    if lineJoin == 3 { return a }
    if LottieCubic.pointEqual(a, n) { return a }
    if lineJoin == 2 {
      let outAngle = -previous.tangentAngle(1)
      let inAngle = -next.tangentAngle(0) + Double.pi
      let meet = LottieCubic.lineIntersection(
        a, LottieCubic.polarOffset(a, outAngle + Double.pi / 2, 100), n,
        LottieCubic.polarOffset(n, outAngle + Double.pi / 2, 100))
      let radius = meet.map { LottieCubic.distance($0, a) } ?? LottieCubic.distance(a, n) / 2
      if out.count > 0 {
        out.outPoints[out.count - 1] = LottieCubic.polarOffset(a, outAngle, 2 * radius * LottieRoundCorners.roundCorner)
      }
      out.append(n, out: n, in: LottieCubic.polarOffset(n, inAngle, 2 * radius * LottieRoundCorners.roundCorner))
      return n
    }
    let from = LottieCubic.pointEqual(a, previous.points[2]) ? previous.points[0] : previous.points[2]
    let to = LottieCubic.pointEqual(n, next.points[1]) ? next.points[3] : next.points[1]
    if let miter = LottieCubic.lineIntersection(from, a, n, to), LottieCubic.distance(miter, a) < miterLimit {
      out.append(miter, out: miter, in: miter)
      return miter
    }
    return a
  }
}
