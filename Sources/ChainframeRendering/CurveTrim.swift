internal import CCairo
import ChainframeModel

/// Trims keeping curves, for browser-like edges: lottie-web cuts each cubic of a trimmed path
/// at parameters found from a table of its lengths, and the browser then flattens the cut
/// cubics its own way; a polyline cut from Cairo's flattening shows different edges.
enum CurveTrim {
  /// One segment of a path: a cubic (a line has its controls at its ends).
  struct Segment {
    var p0: Vector2
    var p1: Vector2
    var p2: Vector2
    var p3: Vector2
    var isLine: Bool
    var startsSubpath: Bool
    /// Whether this is the last segment of a closed sub-path.
    var closes = false
    /// Lengths along the segment at `samples` equal steps of the parameter (first 0).
    var lengths: [Double]
    /// The parameter at each entry of `lengths` when the steps are not equal (the browser's
    /// measure, see ``browserMeasured(_:tolerance:)``), else nil.
    var ts: [Double]? = nil
    var length: Double { lengths.last ?? 0 }
  }

  /// Parameter samples per cubic (lottie-web's table size).
  static let samples = 150

  /// The current path's segments in user space, and whether its last sub-path is closed.
  /// With a `tolerance` (user units), curves are measured as the browser measures the curves
  /// it dashes (see ``browserMeasured(_:tolerance:)``), else with lottie-web's trim table.
  static func read(_ cr: OpaquePointer, tolerance: Double? = nil) -> (segments: [Segment], lastClosed: Bool) {
    guard let path = cairo_copy_path(cr) else { return ([], false) }
    defer { cairo_path_destroy(path) }
    guard let data = path.pointee.data else { return ([], false) }
    var segments: [Segment] = []
    var current = Vector2(0, 0)
    var start = Vector2(0, 0)
    var newSubpath = true
    var lastClosed = false
    var i = 0
    let count = Int(path.pointee.num_data)
    func point(_ k: Int) -> Vector2 { Vector2(data[i + k].point.x, data[i + k].point.y) }
    while i < count {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        current = point(1)
        start = current
        newSubpath = true
      case CAIRO_PATH_LINE_TO:
        lastClosed = false
        let p = point(1)
        segments.append(line(current, p, startsSubpath: newSubpath))
        newSubpath = false
        current = p
      case CAIRO_PATH_CURVE_TO:
        lastClosed = false
        let (c1, c2, p) = (point(1), point(2), point(3))
        segments.append(cubic(current, c1, c2, p, startsSubpath: newSubpath, tolerance: tolerance))
        newSubpath = false
        current = p
      case CAIRO_PATH_CLOSE_PATH:
        if current != start { segments.append(line(current, start, startsSubpath: newSubpath)) }
        if !newSubpath || current != start, !segments.isEmpty { segments[segments.count - 1].closes = true }
        current = start
        newSubpath = true
        lastClosed = true
      default:
        break
      }
      i += max(Int(header.length), 1)
    }
    return (segments, lastClosed)
  }

  static func line(_ a: Vector2, _ b: Vector2, startsSubpath: Bool) -> Segment {
    let l = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    return Segment(p0: a, p1: a, p2: b, p3: b, isLine: true, startsSubpath: startsSubpath, lengths: [0, l])
  }

  static func cubic(
    _ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2, startsSubpath: Bool, tolerance: Double? = nil
  ) -> Segment {
    if let tolerance {
      let bare = Segment(p0: a, p1: b, p2: c, p3: d, isLine: false, startsSubpath: startsSubpath, lengths: [])
      return browserMeasured(bare, tolerance: tolerance)
    }
    var lengths = [Double](repeating: 0, count: samples)
    var previous = a
    var total = 0.0
    for k in 1..<samples {
      let p = at(a, b, c, d, Double(k) / Double(samples - 1))
      total += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
      lengths[k] = total
      previous = p
    }
    return Segment(p0: a, p1: b, p2: c, p3: d, isLine: false, startsSubpath: startsSubpath, lengths: lengths)
  }

  static func at(_ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2, _ t: Double) -> Vector2 {
    let u = 1 - t
    let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Vector2(k0 * a.x + k1 * b.x + k2 * c.x + k3 * d.x, k0 * a.y + k1 * b.y + k2 * c.y + k3 * d.y)
  }

  /// The parameter at distance `d` along a segment: linear between the table's samples.
  static func parameter(_ s: Segment, at d: Double) -> Double {
    let lengths = s.lengths
    guard d > 0 else { return 0 }
    guard d < s.length else { return 1 }
    var lo = 0
    var hi = lengths.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] <= d { lo = mid } else { hi = mid }
    }
    let span = lengths[hi] - lengths[lo]
    let f = span > 0 ? (d - lengths[lo]) / span : 0
    if let ts = s.ts { return ts[lo] + (ts[hi] - ts[lo]) * f }
    return (Double(lo) + f) / Double(lengths.count - 1)
  }

  /// `s` measured as the browser measures a curve it dashes (Skia's contour measure): the
  /// cubic is halved until each piece's controls lie within `tolerance` (the larger of the
  /// x and y distances) of its chord's thirds, at most 20 times, and each piece counts as
  /// its chord. A point at a distance is then found at the parameter interpolated linearly
  /// within its piece. The chords make a curve a little shorter than its true length, which
  /// moves dashes along a circle by up to a pixel against an exact measure.
  static func browserMeasured(_ s: Segment, tolerance: Double) -> Segment {
    guard !s.isLine else { return s }
    var lengths = [0.0]
    var ts = [0.0]
    var total = 0.0
    func close(_ a: Vector2, _ b: Vector2) -> Bool { max(abs(a.x - b.x), abs(a.y - b.y)) <= tolerance }
    func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
      Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
    func walk(_ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2, _ t0: Double, _ t1: Double, _ depth: Int) {
      let flat = close(b, lerp(a, d, 1.0 / 3)) && close(c, lerp(a, d, 2.0 / 3))
      if depth < 20 && !flat {
        let (ab, bc, cd) = (lerp(a, b, 0.5), lerp(b, c, 0.5), lerp(c, d, 0.5))
        let (abc, bcd) = (lerp(ab, bc, 0.5), lerp(bc, cd, 0.5))
        let mid = lerp(abc, bcd, 0.5)
        let tm = (t0 + t1) / 2
        walk(a, ab, abc, mid, t0, tm, depth + 1)
        walk(mid, bcd, cd, d, tm, t1, depth + 1)
        return
      }
      let chord = ((d.x - a.x) * (d.x - a.x) + (d.y - a.y) * (d.y - a.y)).squareRoot()
      // A piece of no length adds no entry (the browser skips it too).
      guard chord > 0 else { return }
      total += chord
      lengths.append(total)
      ts.append(t1)
    }
    walk(s.p0, s.p1, s.p2, s.p3, 0, 1, 0)
    var measured = s
    if ts.last != 1 {
      // A last piece of no length: the end of the table still reaches the segment's end.
      lengths.append(total)
      ts.append(1)
    }
    measured.lengths = lengths
    measured.ts = ts
    return measured
  }

  /// The part of a segment between parameters t0 and t1, as a cubic's four points.
  static func part(_ s: Segment, _ t0: Double, _ t1: Double) -> (Vector2, Vector2, Vector2, Vector2) {
    func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
      Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
    // Cut at t1 (keep the first part), then cut that at t0 / t1 (keep the second).
    let ab = lerp(s.p0, s.p1, t1)
    let bc = lerp(s.p1, s.p2, t1)
    let cd = lerp(s.p2, s.p3, t1)
    let abc = lerp(ab, bc, t1)
    let bcd = lerp(bc, cd, t1)
    let end = lerp(abc, bcd, t1)
    let (q0, q1, q2, q3) = (s.p0, ab, abc, end)
    let t = t1 > 0 ? t0 / t1 : 0
    let r01 = lerp(q0, q1, t)
    let r12 = lerp(q1, q2, t)
    let r23 = lerp(q2, q3, t)
    let r012 = lerp(r01, r12, t)
    let r123 = lerp(r12, r23, t)
    let start = lerp(r012, r123, t)
    return (start, r123, r23, q3)
  }

  /// Adds the part of `segments` between distances `a` and `b` along them, as
  /// ``PathBuilder/emit(_:from:to:joined:_:)`` does for polylines.
  static func emit(_ segments: [Segment], from a: Double, to b: Double, joined: Bool, _ cr: OpaquePointer) {
    emit(
      segments[...], from: a, to: b, joined: joined, moveTo: { cairo_move_to(cr, $0.x, $0.y) },
      lineTo: { cairo_line_to(cr, $0.x, $0.y) },
      curveTo: { cairo_curve_to(cr, $0.x, $0.y, $1.x, $1.y, $2.x, $2.y) })
  }

  /// The same, handing each piece to the given functions.
  static func emit(
    _ segments: ArraySlice<Segment>, from a: Double, to b: Double, joined: Bool, moveTo: (Vector2) -> Void,
    lineTo: (Vector2) -> Void, curveTo: (Vector2, Vector2, Vector2) -> Void
  ) {
    PathWalk.between(segments, from: a, to: b, joined: joined) { s, lo, hi, start in
      let (t0, t1) = (parameter(s, at: lo), parameter(s, at: hi))
      let (p0, c1, c2, p3) = s.isLine ? (lerp(s, t0), s.p0, s.p0, lerp(s, t1)) : part(s, t0, t1)
      switch start {
      case .line: lineTo(p0)
      case .move: moveTo(p0)
      case .continues: break
      }
      if s.isLine {
        lineTo(p3)
      } else {
        curveTo(c1, c2, p3)
      }
    }
  }

  /// The point at distance `d` along `segments`.
  static func point(_ segments: ArraySlice<Segment>, at d: Double) -> Vector2? {
    var travelled = 0.0
    for s in segments {
      if d <= travelled + s.length {
        let t = parameter(s, at: d - travelled)
        return s.isLine ? lerp(s, t) : at(s.p0, s.p1, s.p2, s.p3, t)
      }
      travelled += s.length
    }
    return segments.last.map { $0.p3 }
  }

  /// Dashes `segments` by `pattern` (lengths on, off, …; an odd count repeats twice) from
  /// `offset` into it, restarting at each sub-path as Cairo and browsers do; each dash is one
  /// open sub-path, a zero-length one a single point (round and square caps draw it). Lengths
  /// are the segments' own (see ``read(_:tolerance:)`` for the browser's measure).
  static func dash(
    _ segments: [Segment], pattern: [Double], offset: Double, moveTo: (Vector2) -> Void, lineTo: (Vector2) -> Void,
    curveTo: (Vector2, Vector2, Vector2) -> Void
  ) {
    let lengths = pattern.map { max($0, 0) }
    let periods = lengths.count % 2 == 1 ? lengths + lengths : lengths
    let total = periods.reduce(0, +)
    guard total > 0, total.isFinite else { return }
    var start = 0
    while start < segments.count {
      var end = start + 1
      while end < segments.count && !segments[end].startsSubpath { end += 1 }
      let path = segments[start..<end]
      start = end
      let length = path.reduce(0) { $0 + $1.length }
      var skip = offset.truncatingRemainder(dividingBy: total)
      if skip < 0 { skip += total }
      var index = 0
      var left = periods[0]
      while skip > 0 && skip >= left {
        skip -= left
        index = (index + 1) % periods.count
        left = periods[index]
      }
      left -= skip
      // A closed sub-path that starts inside a dash draws that first dash last, joined to the
      // dash that runs into the end (as the browser's dashing does): no caps at the seam. A
      // zero-length first dash stays a dot at the start.
      let closed = path.last?.closes == true
      let wrap = closed && index % 2 == 0 && left > 0 && left < length ? left : nil
      var endsOn = false
      var position = 0.0
      // Bounded: a pattern far finer than a pixel would take long and show nothing.
      var steps = 0
      while position <= length && steps < 100_000 {
        steps += 1
        if index % 2 == 0 && !(wrap != nil && position == 0) {
          let stop = min(position + left, length)
          endsOn = position + left >= length
          if stop > position {
            emit(path, from: position, to: stop, joined: false, moveTo: moveTo, lineTo: lineTo, curveTo: curveTo)
          } else if let p = point(path, at: position) {
            moveTo(p)
            lineTo(p)
          }
        }
        if position + left > length { break }
        position += left
        index = (index + 1) % periods.count
        left = periods[index]
      }
      if let wrap, wrap > 0 {
        emit(path, from: 0, to: wrap, joined: endsOn, moveTo: moveTo, lineTo: lineTo, curveTo: curveTo)
      }
    }
  }

  private static func lerp(_ s: Segment, _ t: Double) -> Vector2 {
    Vector2(s.p0.x + (s.p3.x - s.p0.x) * t, s.p0.y + (s.p3.y - s.p0.y) * t)
  }
}
