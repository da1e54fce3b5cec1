internal import CCairo
import ChainframeEngine
import ChainframeModel

/// SVG path segments to Cairo paths, and Cairo paths to measurable polylines for trimming.
enum PathBuilder {
  /// Adds absolute SVG segments to the current path.
  ///
  /// `straightAsCubic` writes each straight segment, the closing one included, as a cubic
  /// whose control points sit on its ends: lottie-web hands the browser every segment as a
  /// cubic, and the browser's rasterizer walks a cubic in steps whose rows are snapped
  /// (see `Sources/CRaster`), so its straight edges land where such cubics land, not where
  /// lines would. Used on `browser` canvases.
  static func add(_ segments: [PathSegment], straightAsCubic: Bool = false, _ cr: OpaquePointer) {
    var current = Vector2(0, 0)
    var start = Vector2(0, 0)
    for segment in segments {
      switch segment {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        start = p
      case .line(let p):
        if straightAsCubic {
          cairo_curve_to(cr, current.x, current.y, p.x, p.y, p.x, p.y)
        } else {
          cairo_line_to(cr, p.x, p.y)
        }
        current = p
      case .cubic(let c1, let c2, let p):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .quad(let c, let p):
        // Exact quadratic → cubic elevation.
        let c1 = Vector2(current.x + 2.0 / 3 * (c.x - current.x), current.y + 2.0 / 3 * (c.y - current.y))
        let c2 = Vector2(p.x + 2.0 / 3 * (c.x - p.x), p.y + 2.0 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let p):
        for q in FlattenedPath.arcPoints(
          from: current, rx: rx, ry: ry, rotation: rotation, large: largeArc, sweep: sweep, to: p, pieces: 64)
        {
          cairo_line_to(cr, q.x, q.y)
        }
        current = p
      case .close:
        if straightAsCubic && current != start {
          cairo_curve_to(cr, current.x, current.y, start.x, start.y, start.x, start.y)
        }
        cairo_close_path(cr)
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        current = Vector2(x, y)
      }
    }
  }

  /// One straight piece of a flattened path.
  struct Piece {
    var from: Vector2
    var to: Vector2
    var startsSubpath: Bool
    var length: Double { ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() }
  }

  /// The current path as straight pieces in user space (Cairo flattens curves to its
  /// tolerance), and whether its last sub-path is closed.
  static func flattenNotingClosure(_ cr: OpaquePointer) -> (pieces: [Piece], lastClosed: Bool) {
    guard let path = cairo_copy_path_flat(cr) else { return ([], false) }
    defer { cairo_path_destroy(path) }
    var pieces: [Piece] = []
    var current = Vector2(0, 0)
    var start = Vector2(0, 0)
    var newSubpath = true
    var lastClosed = false
    var i = 0
    let count = Int(path.pointee.num_data)
    guard let data = path.pointee.data else { return ([], false) }
    while i < count {
      let header = data[i].header
      let n = Int(header.length)
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        current = Vector2(data[i + 1].point.x, data[i + 1].point.y)
        start = current
        newSubpath = true
      case CAIRO_PATH_LINE_TO:
        // Cairo follows a close with a move to the start: only drawing again opens it.
        lastClosed = false
        let p = Vector2(data[i + 1].point.x, data[i + 1].point.y)
        pieces.append(Piece(from: current, to: p, startsSubpath: newSubpath))
        newSubpath = false
        current = p
      case CAIRO_PATH_CLOSE_PATH:
        if current != start { pieces.append(Piece(from: current, to: start, startsSubpath: newSubpath)) }
        current = start
        newSubpath = true
        lastClosed = true
      default:
        break
      }
      i += max(n, 1)
    }
    return (pieces, lastClosed)
  }

  /// Adds the part of `pieces` between distances `a` and `b` along them.
  /// With `joined`, the part continues the current sub-path (a line from the current point
  /// to where it starts) instead of starting its own.
  static func emit(_ pieces: [Piece], from a: Double, to b: Double, joined: Bool = false, _ cr: OpaquePointer) {
    PathWalk.between(pieces, from: a, to: b, joined: joined) { piece, lo, hi, start in
      let l = piece.length
      func point(_ d: Double) -> Vector2 {
        let t = d / l
        return Vector2(piece.from.x + (piece.to.x - piece.from.x) * t, piece.from.y + (piece.to.y - piece.from.y) * t)
      }
      let p0 = point(lo)
      let p1 = point(hi)
      switch start {
      case .line: cairo_line_to(cr, p0.x, p0.y)
      case .move: cairo_move_to(cr, p0.x, p0.y)
      case .continues: break
      }
      cairo_line_to(cr, p1.x, p1.y)
    }
  }
}
