import Foundation

/// The values of a Trace Path expression, frame by frame.
extension LottieTracePath {
  /// A path property on its layer's clock: flattened beziers (x, y, in, out per vertex).
  struct Path {
    var shape: LottieProperty
    var closed: Bool
  }

  /// The path `ks` as a property (static or keyframed); nil when it has no vertices.
  static func path(_ ks: LottieJSON) -> Path? {
    if let k = ks["k"], k.isObject, let flat = LottieTranslator.flatten(k) {
      return Path(shape: LottieProperty(value: flat, path: ks.path), closed: k.bool("c"))
    }
    var read = LottieShapeKeyframes(ks)
    guard let first = read.keyframes.first, read.counts.count == 1 else { return nil }
    read.keyframes.sort { $0.time < $1.time }
    return Path(
      shape: LottieProperty(initial: first.value, keyframes: read.keyframes, path: ks.path), closed: read.closed)
  }

  /// The lengths of a flattened bezier's segments (the closing one when `closed`), each
  /// measured on `samples` chords.
  static func segmentLengths(_ v: [Double], closed: Bool, samples: Int = 150) -> [Double] {
    let n = v.count / 6
    guard n > 1 else { return [] }
    return (0..<(closed ? n : n - 1)).map { k in
      let c = controls(v, k)
      var total = 0.0
      var previous = c.0
      for s in 1...samples {
        let q = point(c, Double(s) / Double(samples))
        total += ((q.0 - previous.0) * (q.0 - previous.0) + (q.1 - previous.1) * (q.1 - previous.1)).squareRoot()
        previous = q
      }
      return total
    }
  }

  /// Segment `k`'s four control points.
  private static func controls(_ v: [Double], _ k: Int) -> (
    (Double, Double), (Double, Double), (Double, Double), (Double, Double)
  ) {
    let n = v.count / 6
    let a = 6 * k
    let b = 6 * ((k + 1) % n)
    return (
      (v[a], v[a + 1]), (v[a] + v[a + 4], v[a + 1] + v[a + 5]), (v[b] + v[b + 2], v[b + 1] + v[b + 3]), (v[b], v[b + 1])
    )
  }

  private static func point(
    _ c: ((Double, Double), (Double, Double), (Double, Double), (Double, Double)), _ t: Double
  ) -> (Double, Double) {
    LottieBezier.point(t, c.0, c.1, c.2, c.3)
  }

  /// lottie-web's `pointOnPath(perc)`: the point at `perc` of the length, with the lengths
  /// measured once (lottie-web caches them at the first call, even for an animated path).
  static func pointOnPath(_ v: [Double], closed: Bool, lengths: [Double], perc: Double) -> [Double] {
    let n = v.count / 6
    guard n > 0 else { return [0, 0] }
    let total = lengths.reduce(0, +)
    let target = total * perc
    var accumulated = 0.0
    for (k, length) in lengths.enumerated() where k < (closed ? n : n - 1) {
      if accumulated + length > target {
        let local = length > 0 ? (target - accumulated) / length : 0
        let c = controls(v, k)
        let p = LottieBezier.pointAtLength(fraction: local, from: c.0, c1: c.1, c2: c.2, to: c.3)
        return p
      }
      accumulated += length
    }
    let last = closed ? 0 : n - 1
    return [v[6 * last], v[6 * last + 1]]
  }

  /// lottie-web's `tangentOnPath(perc)`: the unit vector from the point at `perc` to the one
  /// 0.001 further (at 1 it measures from the path's `c` flag, at 0 from 0.999, as lottie-web).
  static func tangentOnPath(_ v: [Double], closed: Bool, lengths: [Double], perc: Double) -> [Double] {
    var p = perc
    if p == 1 {
      p = closed ? 1 : 0
    } else if p == 0 {
      p = 0.999
    }
    let a = pointOnPath(v, closed: closed, lengths: lengths, perc: p)
    let b = pointOnPath(v, closed: closed, lengths: lengths, perc: p + 0.001)
    let dx = b[0] - a[0]
    let dy = b[1] - a[1]
    let m = (dx * dx + dy * dy).squareRoot()
    return m == 0 ? [0, 0] : [dx / m, dy / m]
  }

  /// `layer`'s transform and its parents', mapping a point of its space to the
  /// composition's at composition frame `f` (lottie-web's `toComp`).
  static func toComp(_ point: [Double], layer: LottieJSON, layers: [LottieJSON], frame f: Double) -> [Double] {
    var p = point
    var current: LottieJSON? = layer
    var seen = 0
    while let l = current, seen < 64 {
      let transform = LottieTransform3D(l["ks"], autoOrient: l.int("ao") == 1)
      let m = transform.matrix(at: f).m
      p = [p[0] * m[0] + p[1] * m[4] + m[12], p[0] * m[1] + p[1] * m[5] + m[13]]
      guard let parent = l.number("parent") else { break }
      current = layers.first { $0.number("ind") == parent }
      seen += 1
    }
    return p
  }
}
