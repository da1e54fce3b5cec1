extension FlattenedPath {
  /// The bounds `FlattenedPath(segments).bounds` gives, pixels: the same 64 points per curve,
  /// evaluated with the same arithmetic, but only their extremes kept. Loading asks this of
  /// every path to place it; building the polyline and its lengths only to read four numbers
  /// was 5 % of loading a Lottie file of many shapes.
  package static func bounds(of segments: [PathSegment]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    func add(_ x: Double, _ y: Double) {
      guard var b = box else {
        box = (x, y, x, y)
        return
      }
      b.minX = min(b.minX, x)
      b.minY = min(b.minY, y)
      b.maxX = max(b.maxX, x)
      b.maxY = max(b.maxY, y)
      box = b
    }
    var current = Vector2(0, 0)
    var start = Vector2(0, 0)
    let pieces = 64
    for segment in segments {
      switch segment {
      case .move(let p):
        current = p
        start = p
        add(p.x, p.y)
      case .line(let p):
        add(p.x, p.y)
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
          add(a * p0.x + b * c1.x + c * c2.x + d * end.x, a * p0.y + b * c1.y + c * c2.y + d * end.y)
        }
        current = end
      case .quad(let c1, let end):
        let p0 = current
        for i in 1...pieces {
          let t = Double(i) / Double(pieces)
          let u = 1 - t
          add(u * u * p0.x + 2 * u * t * c1.x + t * t * end.x, u * u * p0.y + 2 * u * t * c1.y + t * t * end.y)
        }
        current = end
      case .arc(let rx, let ry, let rotation, let large, let sweep, let end):
        for p in arcPoints(
          from: current, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, to: end, pieces: pieces)
        {
          add(p.x, p.y)
        }
        current = end
      case .close:
        add(start.x, start.y)
        current = start
      }
    }
    return box ?? (0, 0, 0, 0)
  }
}
