internal import CCairo
import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Outlines: building paths for every shape, trimming them, filling and stroking.
extension Painter {
  func drawOutline(_ outline: Outline, paint: Paint, size: Vector2, opacity: Double, _ cr: OpaquePointer) {
    buildPath(outline, size: size, cr)
    if outline.trimChangesPath { trim(outline, cr) }
    cairo_set_fill_rule(cr, outline.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    // Fill and stroke overlap; with opacity they must composite as one layer.
    let grouped = opacity < 1 && paint.hasFill && paint.hasStroke && outline.shape != .line
    let alpha = grouped ? 1 : opacity
    withOpacity(opacity, grouped: grouped, cr) {
      let strokeFirst = paint.hasStroke && paint.strokeStyle.underFill && outline.shape != .line
      if strokeFirst {
        setStroke(paint, opacity: alpha, cr)
        strokePath(preserve: true, cr)
      }
      if paint.hasFill && outline.shape != .line {
        setFill(paint, box: (0, 0, size.x, size.y), opacity: alpha, cr)
        fillPath(evenOdd: outline.fillRule == .evenOdd, preserve: paint.hasStroke && !strokeFirst, cr)
      }
      if paint.hasStroke && !strokeFirst {
        setStroke(paint, opacity: alpha, cr)
        strokePath(preserve: false, cr)
      }
      cairo_new_path(cr)
    }
  }

  /// Fills the current path with the current source: Cairo's rasterizer, or the browser-like
  /// one when ``browserEdges`` is set. `preserve` keeps the path.
  func fillPath(evenOdd: Bool, preserve: Bool, _ cr: OpaquePointer) {
    if browserEdges {
      browserRaster.fill(evenOdd: evenOdd, cr)
      if !preserve { cairo_new_path(cr) }
    } else if preserve {
      cairo_fill_preserve(cr)
    } else {
      cairo_fill(cr)
    }
  }

  /// Strokes the current path with the current source and line settings: Cairo's stroker,
  /// or the browser-like outline and rasterizer when ``browserEdges`` is set.
  func strokePath(preserve: Bool, _ cr: OpaquePointer) {
    if browserEdges {
      browserRaster.stroke(cr)
      if !preserve { cairo_new_path(cr) }
    } else if preserve {
      cairo_stroke_preserve(cr)
    } else {
      cairo_stroke(cr)
    }
  }

  func setFill(_ paint: Paint, box: (x: Double, y: Double, w: Double, h: Double), opacity: Double, _ cr: OpaquePointer)
  {
    guard let gradient = paint.gradient else {
      setSource(paint.fill, opacity: opacity, cr)
      return
    }
    let g = gradient.gradient
    // The pattern is made in a space whose origin is the gradient's start, then locked to
    // it by cairo_set_source. A gradient far from the box's origin (Lottie's gradient
    // strokes paint a million-pixel rectangle placed half a million pixels away) would
    // otherwise reach pixman as a transform with a huge translation, which its fixed-point
    // arithmetic cannot hold exactly: a radial gradient came out up to two pixels off.
    let ox = box.x + g.start.x * box.w
    let oy = box.y + g.start.y * box.h
    var userSpace = cairo_matrix_t()
    cairo_get_matrix(cr, &userSpace)
    cairo_translate(cr, ox, oy)
    defer { cairo_set_matrix(cr, &userSpace) }
    let pattern: OpaquePointer?
    switch g.kind {
    case .linear:
      pattern = cairo_pattern_create_linear(
        0, 0, box.x + g.end.x * box.w - ox, box.y + g.end.y * box.h - oy)
    case .radial:
      let r = max(g.radius * max(box.w, box.h), 1e-6)
      var fx = 0.0
      var fy = 0.0
      if let focus = g.focus {
        // The focal point stays strictly inside the circle (as Lottie players keep it).
        let dx = box.x + focus.x * box.w - ox
        let dy = box.y + focus.y * box.h - oy
        let scale = min(1, 0.99 * r / max((dx * dx + dy * dy).squareRoot(), 1e-12))
        fx = dx * scale
        fy = dy * scale
      }
      pattern = cairo_pattern_create_radial(fx, fy, 0, 0, 0, r)
    }
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    // Cairo wants stops in order; equal offsets keep the written order (hard edges).
    let ordered = gradient.stops.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
    for (_, stop) in ordered {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.offset, 0), 1), c.red, c.green, c.blue, c.alpha * opacity)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
  }

  func setStroke(_ paint: Paint, opacity: Double, _ cr: OpaquePointer) {
    setSource(paint.stroke, opacity: opacity, cr)
    let style = paint.strokeStyle
    cairo_set_line_width(cr, paint.strokeWidth)
    cairo_set_line_cap(
      cr,
      style.cap == .round ? CAIRO_LINE_CAP_ROUND : style.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(
      cr,
      style.join == .round
        ? CAIRO_LINE_JOIN_ROUND : style.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, style.miterLimit)
    if style.dash.isEmpty {
      cairo_set_dash(cr, nil, 0, 0)
    } else {
      let dash = Self.cairoDash(style.dash)
      dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), paint.dashOffset) }
    }
  }

  /// `pattern` as Cairo must be given it to draw what SVG and lottie-web draw.
  ///
  /// Cairo (1.16) drops every zero inside a pattern and merges its neighbours: right for a
  /// zero gap, but a zero dash between two gaps is a dot under round or square caps (the
  /// dotted-line idiom) and would vanish. So an odd pattern is written out twice (its second
  /// half swaps dashes and gaps), and each inner zero dash becomes a dash a billionth of the
  /// period long: a dot under round and square caps, nothing under butt caps, as in browsers.
  static func cairoDash(_ pattern: [Double]) -> [Double] {
    var dash = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let period = dash.reduce(0) { $0 + max($1, 0) }
    guard period > 0, period.isFinite else { return dash }
    for i in stride(from: 2, to: dash.count - 1, by: 2) where dash[i] <= 0 { dash[i] = period * 1e-9 }
    return dash
  }

  /// Adds the outline's path in box coordinates (0…width, 0…height).
  func buildPath(_ outline: Outline, size: Vector2, _ cr: OpaquePointer) {
    let w = size.x
    let h = size.y
    let g = outline.geometry
    cairo_new_path(cr)
    switch outline.shape {
    case .rect:
      roundedRect(width: w, height: h, radius: outline.cornerRadius, ratios: g.cornerRatios, cr)
    case .ellipse:
      guard w > 0, h > 0 else { return }
      if browserEdges {
        // Four quarter cubics from the top, clockwise, as lottie-web writes an ellipse (the
        // browser flattens each cubic on its own, so the split shows at the edges).
        let k = 0.5519
        let (cx, cy, rx, ry) = (w / 2, h / 2, w / 2, h / 2)
        cairo_move_to(cr, cx, 0)
        cairo_curve_to(cr, cx + k * rx, 0, w, cy - k * ry, w, cy)
        cairo_curve_to(cr, w, cy + k * ry, cx + k * rx, h, cx, h)
        cairo_curve_to(cr, cx - k * rx, h, 0, cy + k * ry, 0, cy)
        cairo_curve_to(cr, 0, cy - k * ry, cx - k * rx, 0, cx, 0)
        cairo_close_path(cr)
        return
      }
      cairo_save(cr)
      cairo_translate(cr, w / 2, h / 2)
      cairo_scale(cr, w / 2, h / 2)
      cairo_arc(cr, 0, 0, 1, -Double.pi / 2, 3 * Double.pi / 2)
      cairo_close_path(cr)
      cairo_restore(cr)
    case .polygon:
      let vertices = (0..<g.sides).map { i -> Vector2 in
        let a = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(g.sides)
        return Vector2(w / 2 + w / 2 * cos(a), h / 2 + h / 2 * sin(a))
      }
      closedPolygon(vertices, roundness: g.roundness, cr)
    case .star:
      let vertices = (0..<(2 * g.points)).map { i -> Vector2 in
        let a = -Double.pi / 2 + Double.pi * Double(i) / Double(g.points)
        let r = i % 2 == 0 ? 1 : g.innerRatio
        return Vector2(w / 2 + r * w / 2 * cos(a), h / 2 + r * h / 2 * sin(a))
      }
      closedPolygon(vertices, roundness: g.roundness, cr)
    case .line:
      cairo_move_to(cr, g.lineFrom.x - g.origin.x, g.lineFrom.y - g.origin.y)
      cairo_line_to(cr, g.lineTo.x - g.origin.x, g.lineTo.y - g.origin.y)
    case .path:
      cairo_save(cr)
      cairo_translate(cr, -g.origin.x, -g.origin.y)
      PathBuilder.add(g.path, straightAsCubic: browserEdges, cr)
      cairo_restore(cr)
    case .text, .image, .svg, .group, .video:
      preconditionFailure("\(outline.shape) has no outline")
    }
  }

  /// A rectangle with corner radii clamped so neighbouring corners never overlap (CSS rule).
  /// `ratios` scale `radius` per corner (top-left, top-right, bottom-right, bottom-left).
  func roundedRect(width w: Double, height h: Double, radius: Double, ratios: [Double]?, _ cr: OpaquePointer) {
    // Four scalars, not arrays: this runs for every rectangle of every frame, and arrays
    // cost two allocations each time.
    var r0 = radius
    var r1 = radius
    var r2 = radius
    var r3 = radius
    if let ratios {
      precondition(ratios.count >= 4, "corner ratios have four entries")
      (r0, r1, r2, r3) = (ratios[0] * radius, ratios[1] * radius, ratios[2] * radius, ratios[3] * radius)
    }
    (r0, r1, r2, r3) = (max(r0, 0), max(r1, 0), max(r2, 0), max(r3, 0))
    let scale = min(
      1, w / max(r0 + r1, 1e-12), w / max(r3 + r2, 1e-12), h / max(r0 + r3, 1e-12), h / max(r1 + r2, 1e-12))
    (r0, r1, r2, r3) = (r0 * scale, r1 * scale, r2 * scale, r3 * scale)
    guard r0 > 0 || r1 > 0 || r2 > 0 || r3 > 0 else {
      cairo_rectangle(cr, 0, 0, w, h)
      return
    }
    // `cairo_arc`'s exact path, without its sines and cosines for every corner.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let tolerance = cairo_get_tolerance(cr)
    cairo_new_sub_path(cr)
    arcs.corner(1, xc: w - r1, yc: r1, radius: r1, matrix: matrix, tolerance: tolerance, cr)
    arcs.corner(2, xc: w - r2, yc: h - r2, radius: r2, matrix: matrix, tolerance: tolerance, cr)
    arcs.corner(3, xc: r3, yc: h - r3, radius: r3, matrix: matrix, tolerance: tolerance, cr)
    arcs.corner(0, xc: r0, yc: r0, radius: r0, matrix: matrix, tolerance: tolerance, cr)
    cairo_close_path(cr)
  }

  /// A closed polygon whose corners are rounded by `roundness` (0 sharp … 1 rounded up to the
  /// middle of each edge), each corner a cubic approximating a circular blend.
  private func closedPolygon(_ v: [Vector2], roundness: Double, _ cr: OpaquePointer) {
    guard v.count >= 3 else { return }
    if roundness <= 0 {
      cairo_move_to(cr, v[0].x, v[0].y)
      for p in v.dropFirst() { cairo_line_to(cr, p.x, p.y) }
      cairo_close_path(cr)
      return
    }
    let n = v.count
    func lerp(_ a: Vector2, _ b: Vector2, _ t: Double) -> Vector2 {
      Vector2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
    let t = min(roundness, 1) / 2
    for i in 0..<n {
      let prev = v[(i + n - 1) % n]
      let p = v[i]
      let next = v[(i + 1) % n]
      let a = lerp(p, prev, t)
      let b = lerp(p, next, t)
      if i == 0 { cairo_move_to(cr, a.x, a.y) } else { cairo_line_to(cr, a.x, a.y) }
      // Quadratic through the vertex, raised to a cubic.
      let c1 = lerp(a, p, 2.0 / 3)
      let c2 = lerp(b, p, 2.0 / 3)
      cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, b.x, b.y)
    }
    cairo_close_path(cr)
  }

  /// Replaces the current path with the part between the trim points, measured along the
  /// whole outline (all sub-paths in order), wrapping past the end. A part that wraps past
  /// the end of a closed last sub-path goes on as one sub-path through the start, as
  /// lottie-web's trim joins them, so a filled trimmed loop is one region, not two. A whole
  /// outline moved by an offset starts at the offset, as in lottie-web: dashes and caps start
  /// there.
  private func trim(_ outline: Outline, _ cr: OpaquePointer) {
    // Browser-like edges cut the curves themselves (see CurveTrim); otherwise a polyline.
    let total: Double
    let lastClosed: Bool
    let emit: (_ from: Double, _ to: Double, _ joined: Bool) -> Void
    if browserEdges {
      let (segments, closed) = CurveTrim.read(cr)
      total = segments.reduce(0) { $0 + $1.length }
      lastClosed = closed
      emit = { CurveTrim.emit(segments, from: $0, to: $1, joined: $2, cr) }
    } else {
      let (pieces, closed) = PathBuilder.flattenNotingClosure(cr)
      total = pieces.reduce(0) { $0 + $1.length }
      lastClosed = closed
      emit = { PathBuilder.emit(pieces, from: $0, to: $1, joined: $2, cr) }
    }
    cairo_new_path(cr)
    guard total > 0 else { return }
    var s = min(outline.trimStart, outline.trimEnd)
    var e = max(outline.trimStart, outline.trimEnd)
    guard e - s > 0 else { return }
    let shift = outline.trimOffset - outline.trimOffset.rounded(.down)
    s += shift
    e += shift
    var spans: [(Double, Double)] = []
    if s == 0 && e >= 1 {
      spans = [(0, 1)]
    } else if s >= 1 {
      spans = [(s - 1, e - 1)]
    } else if e > 1 {
      spans = [(s, 1), (0, e - 1)]
    } else {
      spans = [(s, e)]
    }
    for (index, (a, b)) in spans.enumerated() {
      emit(a * total, b * total, index > 0 && lastClosed)
    }
  }
}
