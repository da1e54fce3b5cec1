internal import CCairo

#if canImport(Glibc)
  import Glibc
#endif

/// The quarter-circle corners of rounded rectangles, appended to a Cairo path with exactly
/// the calls and arguments `cairo_arc` makes for them, from sines, cosines and tangents
/// computed once per corner and segment count instead of for every corner drawn.
///
/// `cairo_arc` splits an arc into as many cubic segments as its tolerance needs under the
/// current matrix and evaluates sin, cos and tan for every segment: about 7,800 instructions
/// a rounded rectangle, 3 % of drawing the benchmark scene B1. Here the segment count and
/// every coordinate come from the same expressions, evaluated in the same order, as in Cairo
/// 1.16 (`cairo_arc` → `_cairo_default_context_arc` → `_cairo_arc_in_direction` →
/// `_cairo_arc_segment`; the count from `_arc_segments_needed` and
/// `_cairo_matrix_transformed_circle_major_axis`), so the path, and so the pixels, are
/// identical. The first use compares the two on a set of radii and matrices
/// (``QuarterArcs/matchesCairo``); if the installed Cairo builds arcs differently, every
/// corner goes through `cairo_arc` instead.
struct QuarterArcs: Sendable {
  /// Corners, each as `cairo_arc` angles (radians, clockwise on screen): top-left,
  /// top-right, bottom-right, bottom-left.
  let angles: [(Double, Double)] = [
    (Double.pi, 3 * Double.pi / 2), (-Double.pi / 2, 0), (0, Double.pi / 2), (Double.pi / 2, Double.pi),
  ]
  /// Most segments a quarter is split into from the table (Cairo's table stops at π / 11,
  /// so a quarter needs at most 6); beyond it `cairo_arc` itself is called.
  static let maxSegments = 6
  /// Cairo's arc error for an angle of π / k, k = 1…11, of a unit circle (`cairo-arc.c`):
  /// the largest of these angles whose error is below the tolerance is a segment's span.
  let errors: [Double] = [
    0.0185185185185185036127, 0.000272567143730179811158, 2.38647043651461047433e-05,
    4.2455377443222443279e-06, 1.11281001494389081528e-06, 3.72662000942734705475e-07,
    1.47783685574284411325e-07, 6.63240432022601149057e-08, 3.2715520137536980553e-08,
    1.73863223499021216974e-08, 9.81410988043554039085e-09,
  ]
  /// Cairo's `SCALING_EPSILON`: one 24.8 fixed-point unit.
  static let scalingEpsilon = 1.0 / 256
  /// Doubles per table row: `cos a1, sin a1`, then per segment `sin A, cos A, sin B, cos B, h`.
  static let stride = 2 + 5 * maxSegments

  /// One row of ``stride`` values per corner and segment count, flat so a lookup retains
  /// nothing.
  private let table: [Double]
  /// Whether the table is used: false when the self-check found this machine's Cairo
  /// building arcs differently.
  private(set) var isEnabled: Bool

  /// The table, checked against `cairo_arc` (once per process).
  static let shared = QuarterArcs()

  private init() {
    var table: [Double] = []
    for (a1, a2) in angles {
      for n in 1...Self.maxSegments {
        var row = [cos(a1), sin(a1)]
        // `_cairo_arc_in_direction`'s stepping, forward.
        let step = (a2 - a1) / Double(n)
        var angle = a1
        func segment(_ a: Double, _ b: Double) {
          row += [sin(a), cos(a), sin(b), cos(b), 4.0 / 3.0 * tan((b - a) / 4.0)]
        }
        for _ in 0..<(n - 1) {
          segment(angle, angle + step)
          angle += step
        }
        segment(angle, a2)
        table += row + [Double](repeating: 0, count: Self.stride - row.count)
      }
    }
    self.table = table
    isEnabled = true
    isEnabled = selfCheck()
  }

  /// The number of segments `cairo_arc` splits an arc spanning `span` radians of radius
  /// `radius` into under `matrix` and `tolerance`, or nil beyond the table.
  func segments(span: Double, radius: Double, matrix m: cairo_matrix_t, tolerance: Double) -> Int? {
    let epsilon = Self.scalingEpsilon
    let det = m.xx * m.yy - m.yx * m.xy
    let unity =
      abs(det * det - 1.0) < epsilon
      && ((abs(m.xy) < epsilon && abs(m.yx) < epsilon) || (abs(m.xx) < epsilon && abs(m.yy) < epsilon))
    let major: Double
    if unity {
      major = radius
    } else {
      let i = m.xx * m.xx + m.yx * m.yx
      let j = m.xy * m.xy + m.yy * m.yy
      let f = 0.5 * (i + j)
      let g = 0.5 * (i - j)
      let h = m.xx * m.xy + m.yx * m.yy
      major = radius * (f + hypot(g, h)).squareRoot()
    }
    let normalized = tolerance / major
    guard let k = errors.firstIndex(where: { $0 < normalized }) else { return nil }
    let count = (abs(span) / (Double.pi / Double(k + 1))).rounded(.up)
    guard count >= 1, count <= Double(Self.maxSegments) else { return nil }
    return Int(count)
  }

  /// Appends corner `corner` (an index into ``angles``) centred on (`xc`, `yc`) with
  /// `radius` to the path of `cr`, whose matrix is `matrix` and tolerance `tolerance`: the
  /// path `cairo_arc` would append.
  func corner(
    _ corner: Int, xc: Double, yc: Double, radius r: Double, matrix: cairo_matrix_t, tolerance: Double,
    _ cr: OpaquePointer
  ) {
    let (a1, a2) = angles[corner]
    // Cairo's own degenerate and out-of-table cases, and any installed Cairo that differs.
    guard isEnabled, r > 0, r.isFinite,
      let n = segments(span: a2 - a1, radius: r, matrix: matrix, tolerance: tolerance)
    else {
      cairo_arc(cr, xc, yc, r, a1, a2)
      return
    }
    append(corner: corner, segments: n, xc: xc, yc: yc, radius: r, cr)
  }

  /// The calls `cairo_arc` makes for corner `corner` split into `n` segments
  /// (1 ... ``maxSegments``).
  func append(corner: Int, segments n: Int, xc: Double, yc: Double, radius r: Double, _ cr: OpaquePointer) {
    precondition(n >= 1 && n <= Self.maxSegments, "segment count outside the table")
    table.withUnsafeBufferPointer { all in
      let v = UnsafeBufferPointer(rebasing: all[((corner * Self.maxSegments + n - 1) * Self.stride)...])
      // `_cairo_default_context_arc`'s line to the start, then `_cairo_arc_in_direction`'s.
      cairo_line_to(cr, xc + r * v[0], yc + r * v[1])
      cairo_line_to(cr, xc + r * v[0], yc + r * v[1])
      for k in Swift.stride(from: 2, to: 2 + 5 * n, by: 5) {
        let rSinA = r * v[k]
        let rCosA = r * v[k + 1]
        let rSinB = r * v[k + 2]
        let rCosB = r * v[k + 3]
        let h = v[k + 4]
        cairo_curve_to(
          cr, xc + rCosA - h * rSinA, yc + rSinA + h * rCosA, xc + rCosB + h * rSinB, yc + rSinB - h * rCosB,
          xc + rCosB, yc + rSinB)
      }
    }
  }
}
