internal import CCairo
internal import CRaster
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Fills and strokes the current Cairo path the way browsers' CPU rasterizer covers pixels
/// (quarter-pixel rows, exact area; see `Sources/CRaster`), then paints Cairo's source
/// through that coverage. Used for canvases whose ``Antialias`` is `browser`. One per
/// ``Painter``; not shareable between threads.
package final class BrowserRaster {
  let raster: OpaquePointer
  /// The coverage mask, reused between draws; `capacity` bytes.
  private var mask: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The current path's verbs (`CRASTER_MOVE`…) and points (x, y pairs), reused.
  private var verbs: [UInt8] = []
  private var pathPoints: [Double] = []
  /// One pixel that solid colours are painted into to learn the 32-bit value pixman
  /// composites them with (``solidPixel(_:)``), and the values learnt, by colour.
  let probe: OpaquePointer
  let probeContext: OpaquePointer
  var solidPixels: [SolidColor: UInt32] = [:]
  /// Whether fills of a solid colour go straight into the pixels where ``DirectOver``
  /// allows it (the default), or always through a mask and Cairo; tests compare the two.
  package var allowsDirect = true
  /// How many fills went straight into the pixels (for tests).
  package internal(set) var directFills = 0
  /// The clips set on a context that Cairo cannot keep as whole-pixel rectangles, innermost
  /// last: a box's device quadrilateral, or nil for a clip of any other shape. ``Painter``
  /// records every such clip it sets around fills (a clipping group's box, a mask
  /// rectangle); a fill lying inside all of a context's quadrilaterals can still go straight
  /// into the pixels (see ``DirectOver``).
  private var clips: [(context: OpaquePointer, quad: ClipQuad?)] = []

  init() {
    guard let made = craster_create() else { preconditionFailure("out of memory creating the rasterizer") }
    raster = made
    capacity = 4096
    mask = .allocate(capacity: capacity)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), let context = cairo_create(surface)
    else { preconditionFailure("out of memory creating the rasterizer's colour probe") }
    probe = surface
    probeContext = context
  }

  deinit {
    craster_destroy(raster)
    mask.deallocate()
    cairo_destroy(probeContext)
    cairo_surface_destroy(probe)
  }

  /// The coverage (0…255, `width` × `height`, row by row) of the polygon made of `edges`
  /// (device pixels: x0, y0, x1, y1 each) over the pixel rectangle at (`x`, `y`), filled by
  /// `evenOdd` or non-zero winding. `stripsOnly` covers every row as four quarter-row strips
  /// (never one band), to check the fast way against. For tests and tools; drawing goes
  /// through ``fill(evenOdd:_:)``.
  package static func coverage(
    edges: [(Double, Double, Double, Double)], evenOdd: Bool, x: Int, y: Int, width: Int, height: Int,
    stripsOnly: Bool = false
  ) -> [UInt8] {
    let raster = BrowserRaster()
    craster_set_strips_only(raster.raster, stripsOnly ? 1 : 0)
    for e in edges { craster_add_edge(raster.raster, e.0, e.1, e.2, e.3) }
    var out = [UInt8](repeating: 0, count: width * height)
    out.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = craster_fill(
        raster.raster, evenOdd ? 1 : 0, 1, Int32(x), Int32(y), Int32(width), Int32(height), base, Int32(width))
    }
    return out
  }

  /// Fills the current path with the current source, by `evenOdd` or non-zero winding. The
  /// path is kept.
  func fill(evenOdd: Bool, _ cr: OpaquePointer) {
    fill(evenOdd: evenOdd, levels: nil, cr)
  }

  /// Fills the current path as ``fill(evenOdd:_:)`` does, each coverage value `c` replaced
  /// by `levels[c]` (256 entries) when given: glyph masks corrected as Chromium corrects
  /// them (``TextGamma``). The path is kept.
  func fill(evenOdd: Bool, levels: [UInt8]?, _ cr: OpaquePointer) {
    addCurrentPath(cr)
    paint(evenOdd: evenOdd, gain: 1, levels: levels, cr)
  }

  /// Clears the edges and adds the current path's, mapped to device pixels by the current
  /// transform.
  private func addCurrentPath(_ cr: OpaquePointer) {
    craster_reset(raster)
    readPath(cr)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var matrix = (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
    withUnsafeBytes(of: &matrix) { raw in
      let mp = raw.bindMemory(to: Double.self).baseAddress
      _ = craster_add_path(raster, verbs, Int32(verbs.count), pathPoints, Int32(pathPoints.count / 2), mp)
    }
  }

  /// The coverage of the current path (non-zero winding) in device pixels, each value
  /// remapped by `levels` (256 entries): the pixel rectangle it covers and its bytes, row by
  /// row. Nil when the path covers nothing. For glyph masks (``GlyphMaskCache``).
  func coverage(levels: [UInt8], _ cr: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int, alpha: [UInt8])? {
    addCurrentPath(cr)
    var b = [0.0, 0.0, 0.0, 0.0]
    guard craster_bounds(raster, &b) != 0 else { return nil }
    let x0 = floor(b[0]) - 1
    let y0 = floor(b[1]) - 1
    let x1 = ceil(b[2]) + 1
    let y1 = ceil(b[3]) + 1
    guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1 - x0 < 4096, y1 - y0 < 4096 else { return nil }
    let w = Int(x1 - x0)
    let h = Int(y1 - y0)
    var alpha = [UInt8](repeating: 0, count: w * h)
    let ok = alpha.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return craster_fill(raster, 0, 1, Int32(x0), Int32(y0), Int32(w), Int32(h), base, Int32(w)) == 0
    }
    guard ok, levels.count == 256 else { return nil }
    for i in alpha.indices { alpha[i] = levels[Int(alpha[i])] }
    return (Int(x0), Int(y0), w, h, alpha)
  }

  /// Strokes the current path with the current source and Cairo's line settings (width, cap,
  /// join, miter limit, dash). A line no wider than a device pixel is drawn one pixel wide
  /// with its coverage scaled by its width, as browsers draw hairlines. The path is kept.
  func stroke(_ cr: OpaquePointer) {
    craster_reset(raster)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let width = cairo_get_line_width(cr)
    guard width > 0, width.isFinite else { return }
    // The width's device length along x and y, measured as browsers do (longer side plus
    // half the shorter).
    func fastLength(_ x: Double, _ y: Double) -> Double { max(abs(x), abs(y)) + min(abs(x), abs(y)) / 2 }
    let lx = fastLength(m.xx * width, m.yx * width)
    let ly = fastLength(m.xy * width, m.yy * width)
    let hairline = lx <= 1 && ly <= 1
    let dashCount = Int(cairo_get_dash_count(cr))
    var dashes = [Double](repeating: 0, count: dashCount)
    var dashOffset = 0.0
    if dashCount > 0 { cairo_get_dash(cr, &dashes, &dashOffset) }
    var style = craster_stroke_style()
    style.width = width
    style.cap = Int32(cap(cairo_get_line_cap(cr)))
    style.join = Int32(join(cairo_get_line_join(cr)))
    style.miter_limit = cairo_get_miter_limit(cr)
    let scale = max((abs(m.xx * m.yy - m.xy * m.yx)).squareRoot(), 1e-12)
    style.tolerance = 0.1 / scale
    style.matrix = (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
    // Curves kept, dashes cut first (in user units, a zero-length dash a single point).
    if dashCount > 0 {
      dashPath(cr, pattern: dashes, offset: dashOffset)
    } else {
      readPath(cr)
    }
    if !hairline {
      // The offset sides of curves are fitted and flattened as browsers do.
      _ = craster_add_path_stroke(raster, verbs, Int32(verbs.count), pathPoints, Int32(pathPoints.count / 2), &style)
      paint(evenOdd: false, gain: 1, cr)
      return
    }
    // Hairlines: each segment and cubic walked on its own, as browsers walk them.
    var matrix = (m.xx, m.yx, m.xy, m.yy, m.x0, m.y0)
    withUnsafeBytes(of: &matrix) { raw in
      let mp = raw.bindMemory(to: Double.self).baseAddress
      _ = craster_add_hairline_path(
        raster, verbs, Int32(verbs.count), pathPoints, Int32(pathPoints.count / 2), mp, style.cap)
    }
    // The browser scales the paint's alpha by the width in 1/256 steps (rounded), then
    // multiplies 255 by it with a shift (truncating).
    let steps = (min((lx + ly) / 2, 1) * 256).rounded()
    paint(evenOdd: false, gain: ((255 * steps) / 256).rounded(.down) / 255, cr)
  }

  private func cap(_ c: cairo_line_cap_t) -> Int {
    switch c {
    case CAIRO_LINE_CAP_ROUND: Int(CRASTER_CAP_ROUND)
    case CAIRO_LINE_CAP_SQUARE: Int(CRASTER_CAP_SQUARE)
    default: Int(CRASTER_CAP_BUTT)
    }
  }

  private func join(_ j: cairo_line_join_t) -> Int {
    switch j {
    case CAIRO_LINE_JOIN_ROUND: Int(CRASTER_JOIN_ROUND)
    case CAIRO_LINE_JOIN_BEVEL: Int(CRASTER_JOIN_BEVEL)
    default: Int(CRASTER_JOIN_MITER)
    }
  }

  /// Puts the dashes of the current path (user space, curves kept) in ``verbs`` and
  /// ``pathPoints``.
  private func dashPath(_ cr: OpaquePointer, pattern: [Double], offset: Double) {
    verbs.removeAll(keepingCapacity: true)
    pathPoints.removeAll(keepingCapacity: true)
    // The browser measures curves to half a device pixel (Skia's contour measure at the
    // transform's larger scale).
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scale = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
    let tolerance = scale > 0 && scale.isFinite ? 0.5 / scale : 0.5
    let segments = CurveTrim.read(cr, tolerance: tolerance).segments
    CurveTrim.dash(
      segments, pattern: pattern, offset: offset,
      moveTo: { p in
        verbs.append(UInt8(CRASTER_MOVE))
        pathPoints += [p.x, p.y]
      },
      lineTo: { p in
        verbs.append(UInt8(CRASTER_LINE))
        pathPoints += [p.x, p.y]
      },
      curveTo: { c1, c2, p in
        verbs.append(UInt8(CRASTER_CUBIC))
        pathPoints += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
      })
  }

  /// Reads the current path (user space, curves kept) into ``verbs`` and ``pathPoints``.
  private func readPath(_ cr: OpaquePointer) {
    verbs.removeAll(keepingCapacity: true)
    pathPoints.removeAll(keepingCapacity: true)
    guard let path = cairo_copy_path(cr) else { return }
    defer { cairo_path_destroy(path) }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return }
    var i = 0
    let count = Int(path.pointee.num_data)
    while i < count {
      let header = data[i].header
      let points: Int
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        verbs.append(UInt8(CRASTER_MOVE))
        points = 1
      case CAIRO_PATH_LINE_TO:
        verbs.append(UInt8(CRASTER_LINE))
        points = 1
      case CAIRO_PATH_CURVE_TO:
        verbs.append(UInt8(CRASTER_CUBIC))
        points = 3
      default:
        verbs.append(UInt8(CRASTER_CLOSE))
        points = 0
      }
      for k in 0..<points {
        pathPoints.append(data[i + 1 + k].point.x)
        pathPoints.append(data[i + 1 + k].point.y)
      }
      i += Int(header.length)
    }
  }

  /// Records a clip just set on `cr` that is not whole-pixel rectangles: `quad` when it is a
  /// box's quadrilateral, nil for any other shape. Pair with ``popClip()`` before the clip
  /// is restored away.
  func pushClip(_ quad: ClipQuad?, on cr: OpaquePointer) {
    clips.append((cr, quad))
  }

  /// Forgets the clip ``pushClip(_:on:)`` recorded last.
  func popClip() {
    precondition(!clips.isEmpty, "popClip() without pushClip(_:on:)")
    clips.removeLast()
  }

  /// The quadrilaterals recorded on `cr`, or nil when a clip of another shape is among them.
  private func quads(of cr: OpaquePointer) -> [ClipQuad]? {
    var found: [ClipQuad] = []
    for clip in clips where clip.context == cr {
      guard let quad = clip.quad else { return nil }
      found.append(quad)
    }
    return found
  }

  /// Rasterizes the edges added so far over their device bounds within the clip, and paints
  /// the current source through the coverage.
  func paint(evenOdd: Bool, gain: Double, levels: [UInt8]? = nil, _ cr: OpaquePointer) {
    var b = [0.0, 0.0, 0.0, 0.0]
    guard craster_bounds(raster, &b) != 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    guard let clip = DeviceClip.pixels(cr) else { return }
    // Snapping moves rows by up to an eighth of a pixel: one pixel of margin covers it.
    let x0 = max(floor(b[0]) - 1, clip.x0)
    let y0 = max(floor(b[1]) - 1, clip.y0)
    let x1 = min(ceil(b[2]) + 1, clip.x1)
    let y1 = min(ceil(b[3]) + 1, clip.y1)
    guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1 - x0 < 32768, y1 - y0 < 32768 else { return }
    let w = Int(x1 - x0)
    let h = Int(y1 - y0)
    let (left, top) = (Int(x0), Int(y0))
    // Straight into the pixels when the clip is one whole-pixel rectangle holding x0…x1 and
    // y0…y1 (it does: they were cut to its extents), and any recorded clipping boxes hold
    // them wholly.
    if levels == nil, allowsDirect, let direct = DirectOver(cr, quads: quads(of: cr)), left >= direct.clip.x0,
      top >= direct.clip.y0, left + w <= direct.clip.x1, top + h <= direct.clip.y1,
      direct.quads.allSatisfy({
        $0.holds(x0: Double(left), y0: Double(top), x1: Double(left + w), y1: Double(top + h))
      })
    {
      cairo_surface_flush(direct.surface)
      directFills += 1
      let pixels = direct.origin + top * direct.stride + left * 4
      _ = craster_fill_onto(
        raster, evenOdd ? 1 : 0, gain, Int32(left), Int32(top), Int32(w), Int32(h), pixels, Int32(direct.stride),
        solidPixel(direct.color), direct.op)
      // In device units: Cairo adds the surface's device offset itself.
      cairo_surface_mark_dirty_rectangle(direct.surface, Int32(left), Int32(top), Int32(w), Int32(h))
      return
    }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
    if stride * h > capacity {
      mask.deallocate()
      capacity = stride * h
      mask = .allocate(capacity: capacity)
    }
    guard
      craster_fill(raster, evenOdd ? 1 : 0, gain, Int32(x0), Int32(y0), Int32(w), Int32(h), mask, Int32(stride)) == 0,
      let surface = cairo_image_surface_create_for_data(mask, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))
    else { return }
    defer { cairo_surface_destroy(surface) }
    if let levels, levels.count == 256 {
      levels.withUnsafeBufferPointer { table in
        for row in 0..<h {
          let line = mask + row * stride
          for column in 0..<w { line[column] = table[Int(line[column])] }
        }
      }
      cairo_surface_mark_dirty(surface)
    }
    cairo_mask_surface(cr, surface, x0, y0)
  }
}
