internal import CCairo

/// A clipping box as it lands on the device: the quadrilateral (a parallelogram) the box
/// 0…width × 0…height becomes under a matrix. A box turned, scaled or moved by a fraction of
/// a pixel is a clip Cairo cannot keep as whole-pixel rectangles; knowing its corners lets a
/// fill that lies wholly inside it skip the clip (see ``DirectOver``).
struct ClipQuad {
  /// The corners in device pixels, in order around the box.
  let corners: [(x: Double, y: Double)]
  /// Which way round the corners go: positive or negative, never zero.
  private let orientation: Double

  /// How far inside every edge a point must be to count as inside, pixels. Cairo keeps the
  /// clip's corners in 24.8 fixed point (1/256 pixel); a point nearer the edge than that may
  /// fall outside Cairo's clip.
  static let margin = 1.0 / 64

  /// The box `size` (user units) under `matrix`; nil when it has no area or is not finite.
  init?(size: (width: Double, height: Double), matrix m: cairo_matrix_t) {
    let points = [(0.0, 0.0), (size.width, 0.0), (size.width, size.height), (0.0, size.height)]
    corners = points.map { p in (x: m.xx * p.0 + m.xy * p.1 + m.x0, y: m.yx * p.0 + m.yy * p.1 + m.y0) }
    orientation = (m.xx * m.yy - m.xy * m.yx) * (size.width * size.height)
    guard orientation.isFinite, orientation != 0, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      return nil
    }
  }

  /// Whether every pixel of the rectangle x0…x1 × y0…y1 (device pixels) lies wholly inside:
  /// its four corners are each at least ``margin`` inside every edge (the quadrilateral is
  /// convex, so then the whole rectangle is).
  func holds(x0: Double, y0: Double, x1: Double, y1: Double) -> Bool {
    for p in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
      for i in 0..<4 {
        let a = corners[i]
        let b = corners[(i + 1) % 4]
        let (ex, ey) = (b.x - a.x, b.y - a.y)
        let length = (ex * ex + ey * ey).squareRoot()
        let cross = (ex * (p.1 - a.y) - ey * (p.0 - a.x)) * (orientation > 0 ? 1 : -1)
        guard length > 0, cross > ClipQuad.margin * length else { return false }
      }
    }
    return true
  }

  /// Whether the box lies on whole pixels, axis-aligned: a clip Cairo keeps as rectangles.
  var isWholePixels: Bool {
    let a = corners[0]
    let c = corners[2]
    return corners.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() }
      && corners[1].y == a.y && corners[3].x == a.x && corners[1].x == c.x && corners[3].y == c.y
  }
}
