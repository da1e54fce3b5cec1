internal import CCairo
import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Leaving out a clipping group's clip where it changes no pixel.
///
/// A Lottie precomposition clips its layers to its box, and a box that is turned, scaled or
/// moved by a fraction of a pixel is a clip Cairo cannot keep as whole-pixel rectangles: every
/// fill inside it then composites through a rasterized clip mask instead of going straight
/// into the pixels (``DirectOver``). On guitar.json that was 21,000 fills in 180 frames and a
/// tenth of the render's CPU. Most precompositions draw well inside their box, and when every
/// pixel the children can touch lies wholly inside it, the clip's coverage there is exactly
/// one: the frame is the same with or without it.
extension Painter {
  /// Whether clipping `children` to `quad` (the box of the current user space on the device)
  /// can be left out: true when a conservative device box of everything they draw (geometry,
  /// stroke widths with their miters and caps, one pixel of margin) lies wholly inside it.
  /// False whenever that is not known: text, images, blur, shadows and colour filters, which
  /// reach or change pixels the geometry does not say; and for a box on whole pixels, a clip
  /// Cairo keeps cheaply.
  func clipChangesNothing(children: [DrawCommand], quad: ClipQuad, _ cr: OpaquePointer) -> Bool {
    if quad.isWholePixels { return false }
    var box: ContentBox?
    for child in children {
      guard let b = paintedBox(of: child, cr) else { return false }
      if let b { box = box.map { $0.union(b) } ?? b }
    }
    // Children that draw nothing: the clip has nothing to cut.
    guard let box else { return true }
    // Every pixel a child can give coverage to, with a pixel of margin for snapped rows and
    // hairlines drawn a pixel wide.
    let x0 = floor(box.minX) - 1
    let y0 = floor(box.minY) - 1
    let x1 = ceil(box.maxX) + 1
    let y1 = ceil(box.maxY) + 1
    return x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite && quad.holds(x0: x0, y0: y0, x1: x1, y1: y1)
  }

  /// A device box holding every pixel `command` can cover, `.some(nil)` when it draws
  /// nothing, or nil when that is not known from its geometry.
  private func paintedBox(of command: DrawCommand, _ cr: OpaquePointer) -> ContentBox?? {
    switch command {
    case .text:
      return nil
    case .rect(let rect):
      return deviceBox(Self.box(0, 0, rect.size.x, rect.size.y), transform: rect.transform, size: rect.size, cr)
    case .layer(let layer):
      let effects = layer.effects
      // Blur and shadows reach beyond the geometry; colour filters can give transparent
      // pixels colour. A mask or a blend mode only keeps or mixes what the content covers.
      guard effects.blur <= 0, effects.shadow == nil, !effects.hasColorFilters else { return nil }
      switch layer.content {
      case .outline(let outline):
        guard let local = outlineBox(outline, paint: layer.paint, size: layer.size, cr) else { return nil }
        guard let local else { return .some(nil) }
        return deviceBox(local, transform: layer.transform, size: layer.size, cr)
      case .group(let children, let clip):
        cairo_save(cr)
        defer { cairo_restore(cr) }
        apply(layer.transform, size: layer.size, cr)
        var box: ContentBox?
        for child in children {
          guard let b = paintedBox(of: child, cr) else { return nil }
          if let b { box = box.map { $0.union(b) } ?? b }
        }
        if clip, let inner = box {
          guard let frame = deviceBox(Self.box(0, 0, layer.size.x, layer.size.y), cr) else { return nil }
          return .some(inner.intersection(frame))
        }
        return .some(box)
      case .text, .image, .svg, .video:
        return nil
      }
    }
  }

  /// The box of `outline` in its layer's box space, padded by half its stroke width times the
  /// farthest a miter or square cap reaches; `.some(nil)` for an empty outline, nil when
  /// unknown.
  private func outlineBox(_ outline: Outline, paint: Paint, size: Vector2, _ cr: OpaquePointer) -> ContentBox?? {
    let g = outline.geometry
    var local: ContentBox?
    switch outline.shape {
    case .rect, .ellipse:
      // Rounded corners and the ellipse's cubics stay inside their box.
      local = Self.box(0, 0, size.x, size.y)
    case .line:
      local = Self.box(
        g.lineFrom.x - g.origin.x, g.lineFrom.y - g.origin.y, g.lineTo.x - g.origin.x, g.lineTo.y - g.origin.y)
    case .path:
      guard let hull = Self.hull(of: g.path) else { return .some(nil) }
      local = ContentBox(
        minX: hull.minX - g.origin.x, minY: hull.minY - g.origin.y, maxX: hull.maxX - g.origin.x,
        maxY: hull.maxY - g.origin.y)
    case .polygon, .star:
      // Rounded vertices bend outward: ask Cairo for the path's extents.
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_identity_matrix(cr)
      local = pathExtents(outline, size: size, cr).map { Self.box($0.x0, $0.y0, $0.x1, $0.y1) }
    case .text, .image, .svg, .group, .video:
      return nil
    }
    guard var box = local else { return .some(nil) }
    if paint.hasStroke {
      let style = paint.strokeStyle
      let miter = style.join == .miter ? max(style.miterLimit, 1) : 1
      let cap = style.cap == .square ? 2.0.squareRoot() : 1
      let pad = paint.strokeWidth / 2 * max(miter, cap)
      guard pad.isFinite else { return nil }
      box = ContentBox(minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad)
    }
    return .some(box)
  }

  /// The device box of `local` (in the box space of a command placed by `transform` and
  /// `size` within the current user space); nil when it is not finite.
  private func deviceBox(_ local: ContentBox?, transform: LayerTransform, size: Vector2, _ cr: OpaquePointer)
    -> ContentBox??
  {
    guard let local else { return .some(nil) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    apply(transform, size: size, cr)
    guard let box = deviceBox(local, cr) else { return nil }
    return .some(box)
  }

  /// `local`'s corners carried into device space by the current matrix, boxed; nil when not
  /// finite.
  private func deviceBox(_ local: ContentBox?, _ cr: OpaquePointer) -> ContentBox? {
    guard let local else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var box: ContentBox?
    for (x, y) in [
      (local.minX, local.minY), (local.maxX, local.minY), (local.maxX, local.maxY), (local.minX, local.maxY),
    ] {
      let p = ContentBox(
        minX: m.xx * x + m.xy * y + m.x0, minY: m.yx * x + m.yy * y + m.y0, maxX: m.xx * x + m.xy * y + m.x0,
        maxY: m.yx * x + m.yy * y + m.y0)
      box = box.map { $0.union(p) } ?? p
    }
    guard let box, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
    return box
  }

  /// The box of two corners, whichever way round.
  private static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> ContentBox {
    ContentBox(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
  }

  /// The box of every point and control point of `segments` (a curve lies inside its control
  /// points' hull; arcs as ``PathBuilder`` draws them), or nil when there are none.
  static func hull(of segments: [PathSegment]) -> ContentBox? {
    var box: ContentBox?
    func add(_ p: Vector2) {
      let b = ContentBox(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)
      box = box.map { $0.union(b) } ?? b
    }
    var current = Vector2(0, 0)
    for segment in segments {
      switch segment {
      case .move(let p), .line(let p):
        add(p)
        current = p
      case .cubic(let c1, let c2, let p):
        add(c1)
        add(c2)
        add(p)
        current = p
      case .quad(let c, let p):
        add(c)
        add(p)
        current = p
      case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let p):
        for q in FlattenedPath.arcPoints(
          from: current, rx: rx, ry: ry, rotation: rotation, large: largeArc, sweep: sweep, to: p, pieces: 64)
        {
          add(q)
        }
        add(p)
        current = p
      case .close:
        break
      }
    }
    return box
  }
}
