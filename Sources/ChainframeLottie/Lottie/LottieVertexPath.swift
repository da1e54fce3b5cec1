/// One bezier path as lottie-web's modifiers see it: vertices with absolute in and out
/// handles, open or closed. The path modifiers (pucker/bloat, zig-zag, offset path, round
/// corners) map one to another.
struct LottieVertexPath: Equatable {
  /// The vertices, in path order.
  var vertices: [SIMD2<Double>] = []
  /// Each vertex's in handle (absolute; equal to the vertex for none).
  var inPoints: [SIMD2<Double>] = []
  /// Each vertex's out handle (absolute; equal to the vertex for none).
  var outPoints: [SIMD2<Double>] = []
  /// Whether the last vertex joins the first.
  var closed: Bool

  /// An empty path.
  init(closed: Bool) { self.closed = closed }

  /// The path of a flattened bezier: per vertex x, y, in-handle x, y, out-handle x, y, the
  /// handles relative to their vertex (as `LottieTranslator.flatten` writes them).
  init(flat: [Double], closed: Bool) {
    self.closed = closed
    let count = flat.count / 6
    vertices.reserveCapacity(count)
    inPoints.reserveCapacity(count)
    outPoints.reserveCapacity(count)
    for k in 0..<count {
      let v = SIMD2(flat[6 * k], flat[6 * k + 1])
      vertices.append(v)
      inPoints.append(v + SIMD2(flat[6 * k + 2], flat[6 * k + 3]))
      outPoints.append(v + SIMD2(flat[6 * k + 4], flat[6 * k + 5]))
    }
  }

  /// The vertex count.
  var count: Int { vertices.count }

  /// The flattened form (handles relative to their vertex).
  var flat: [Double] {
    var out: [Double] = []
    out.reserveCapacity(count * 6)
    for k in 0..<count {
      let v = vertices[k]
      let i = inPoints[k] - v
      let o = outPoints[k] - v
      out += [v.x, v.y, i.x, i.y, o.x, o.y]
    }
    return out
  }

  /// SVG path data, nil for no vertices.
  var pathData: String? { LottieGeometry.bezier(flat: flat, closed: closed) }

  /// Appends a vertex with its out and in handles (lottie-web's `setTripleAt` order).
  mutating func append(_ v: SIMD2<Double>, out: SIMD2<Double>, in inPoint: SIMD2<Double>) {
    vertices.append(v)
    outPoints.append(out)
    inPoints.append(inPoint)
  }

  /// The segment from vertex `k` to the next (wrapping), straight ends linearized.
  func segment(_ k: Int) -> LottieCubic {
    let next = (k + 1) % count
    return LottieCubic(vertices[k], outPoints[k], inPoints[next], vertices[next], linearize: true)
  }

  /// The segment from vertex `k` to the next, walked backwards.
  func segmentInverted(_ k: Int) -> LottieCubic {
    let next = (k + 1) % count
    return LottieCubic(vertices[next], inPoints[next], outPoints[k], vertices[k], linearize: true)
  }
}
