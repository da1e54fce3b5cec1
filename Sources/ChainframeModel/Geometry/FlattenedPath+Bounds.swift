extension FlattenedPath {
  /// Curves are cut into this many pieces: sub-pixel accuracy at typical canvas sizes.
  static let piecesPerCurve = 64

  /// Calls `body` with every point of the polyline of `segments`, in order (duplicates
  /// included): each segment's end, ``piecesPerCurve`` points along each curve, the subpath's
  /// start again at a close. The polyline and ``bounds(of:)`` both walk it, so they agree
  /// bit for bit.
  static func forEachPoint(of segments: [PathSegment], _ body: (Vector2) -> Void) {
    var current = Vector2(0, 0)
    var start = Vector2(0, 0)
    let pieces = piecesPerCurve
    for segment in segments {
      switch segment {
      case .move(let p):
        current = p
        start = p
        body(p)
      case .line(let p):
        body(p)
        current = p
      case .cubic(let c1, let c2, let end):
        let p0 = current
        for i in 1...pieces {
          let t = Double(i) / Double(pieces)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          body(Vector2(a * p0.x + b * c1.x + c * c2.x + d * end.x, a * p0.y + b * c1.y + c * c2.y + d * end.y))
        }
        current = end
      case .quad(let c1, let end):
        let p0 = current
        for i in 1...pieces {
          let t = Double(i) / Double(pieces)
          let u = 1 - t
          body(
            Vector2(
              u * u * p0.x + 2 * u * t * c1.x + t * t * end.x, u * u * p0.y + 2 * u * t * c1.y + t * t * end.y))
        }
        current = end
      case .arc(let rx, let ry, let rotation, let large, let sweep, let end):
        for p in arcPoints(
          from: current, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, to: end, pieces: pieces)
        {
          body(p)
        }
        current = end
      case .close:
        body(start)
        current = start
      }
    }
  }

  /// The bounds `FlattenedPath(segments).bounds` gives, pixels: the same points, only their
  /// extremes kept. Loading asks this of every path to place it; building the polyline and its
  /// lengths only to read four numbers was 5 % of loading a Lottie file of many shapes.
  package static func bounds(of segments: [PathSegment]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    forEachPoint(of: segments) { p in
      guard var b = box else {
        box = (p.x, p.y, p.x, p.y)
        return
      }
      b.minX = min(b.minX, p.x)
      b.minY = min(b.minY, p.y)
      b.maxX = max(b.maxX, p.x)
      b.maxY = max(b.maxY, p.y)
      box = b
    }
    return box ?? (0, 0, 0, 0)
  }
}
