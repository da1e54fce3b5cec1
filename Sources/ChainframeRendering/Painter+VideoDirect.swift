internal import CCairo
import ChainframeEngine
import ChainframeModel

extension Painter {
  /// Draws an opaque video layer by converting its frame straight into the output frame where
  /// it covers whole rows of pixels: the rows fully inside the layer's clip and mask get the
  /// converted pixels (what compositing an opaque source with full coverage writes), the rows
  /// under the mask's rounded corners are drawn by Cairo as before. No converted copy of the
  /// frame is made and none is composited, with the same bytes as ``drawVideo(path:request:fit:layer:_:)``.
  ///
  /// Returns false, having drawn nothing, when the layer does not qualify (see
  /// ``directVideoPlan(_:mask:_:)``) or the provider gives converted pixels instead; the
  /// caller then takes its general path. `mask` is the layer's mask rectangle when it is drawn
  /// as a clip (``drawClipped(_:to:_:)``), which must not be set on `cr` yet.
  func drawVideoDirect(_ layer: LayerCommand, mask: RectCommand?, _ cr: OpaquePointer) throws(RenderError) -> Bool {
    // Whatever happens below, the static pixels left out under the frame's rows are either
    // overwritten by the direct rows or put back before anything else draws there.
    var hole = pendingPrefix
    pendingPrefix = nil
    defer { if let hole { restore(hole) } }
    guard case .video(let path, let request, _) = layer.content, let videoFrames,
      let plan = directVideoPlan(layer, mask: mask, cr)
    else { return false }
    if let h = hole, !h.plan.sameRows(as: plan) {
      restore(h)
      hole = nil
    }
    let delivery: VideoFrameDelivery
    do {
      delivery = try videoFrames.delivery(path: path, request: request) { width, height in
        width == plan.natural.width && height == plan.natural.height ? (plan.width, plan.height) : nil
      }
    } catch {
      throw .image(path: path, reason: "\(error)")
    }
    let rows: any VideoFrameRows
    switch delivery {
    case .none: return true  // past the end: nothing drawn, as on the general path
    case .pixels: return false  // the general path asks again and gets the same, cached
    case .rows(let r): rows = r
    }
    defer { rows.finish() }
    guard rows.width == plan.width, rows.height == plan.height else { return false }
    let surface = frameSurface
    cairo_surface_flush(surface.pointer)
    surface.pixels.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      let stride = surface.pixels.stride
      rows.write(
        rows: (plan.rows.lowerBound - plan.y)..<(plan.rows.upperBound - plan.y),
        to: base + plan.rows.lowerBound * stride + plan.x * 4, stride: stride)
    }
    cairo_surface_mark_dirty_rectangle(
      surface.pointer, Int32(plan.x), Int32(plan.rows.lowerBound), Int32(plan.width), Int32(plan.rows.count))
    hole = nil  // written over
    for band in [plan.y..<plan.rows.lowerBound, plan.rows.upperBound..<(plan.y + plan.height)] where !band.isEmpty {
      try drawVideoBand(band, of: rows, plan: plan, mask: mask, opacity: layer.opacity, cr)
    }
    return true
  }

  /// The plan for `command` when it is a video layer the painter will draw through
  /// ``drawVideoDirect(_:mask:_:)`` (plain, or masked by a rectangle drawn as a clip), with the
  /// context as it will be then; nil otherwise.
  func directVideoPlan(for command: DrawCommand, _ cr: OpaquePointer) -> DirectVideoPlan? {
    guard case .layer(let layer) = command, case .video = layer.content else { return nil }
    if layer.effects.isEmpty { return directVideoPlan(layer, mask: nil, cr) }
    guard let rect = clipRect(of: layer, cr) else { return nil }
    return directVideoPlan(layer, mask: rect, cr)
  }

  /// Copies back the static pixels the renderer left out, if any are still pending.
  func restorePendingPrefix() {
    guard let hole = pendingPrefix else { return }
    pendingPrefix = nil
    restore(hole)
  }

  private func restore(_ hole: (pixels: PixelBuffer, plan: DirectVideoPlan)) {
    let surface = frameSurface
    cairo_surface_flush(surface.pointer)
    PrefixCopy.copyHole(hole.pixels, into: surface.pixels, x: hole.plan.x, width: hole.plan.width, rows: hole.plan.rows)
    cairo_surface_mark_dirty(surface.pointer)
  }

  /// Rows `band` (device rows) of the frame drawn by Cairo under the layer's clip and mask,
  /// from a strip converted for them: the pixels Cairo composites there are the frame's.
  private func drawVideoBand(
    _ band: Range<Int>, of rows: any VideoFrameRows, plan: DirectVideoPlan, mask: RectCommand?, opacity: Double,
    _ cr: OpaquePointer
  ) throws(RenderError) {
    let strip = PixelBuffer(width: plan.width, height: band.count)
    strip.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      rows.write(rows: (band.lowerBound - plan.y)..<(band.upperBound - plan.y), to: base, stride: strip.stride)
    }
    strip.isOpaque = true
    let source = try CairoSurface(pixels: strip)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // The clip ``drawClipped(_:to:_:)`` sets.
    if let mask { clip(to: mask, cr) }
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, Double(plan.x), Double(band.lowerBound), Double(plan.width), Double(band.count))
    cairo_clip(cr)
    cairo_set_source_surface(cr, source.pointer, Double(plan.x), Double(band.lowerBound))
    cairo_paint_with_alpha(cr, opacity)
  }

  /// Where a video layer can be converted straight into the frame: drawn opaque (opacity 1,
  /// OVER, a frame without alpha is the provider's business) onto the renderer's own surface,
  /// not cropped by `cover`, scaled and translated to whole pixels, and with whole rows of it
  /// inside the current clip (one rectangle that spans the frame's width) and inside the mask
  /// rectangle (axis-aligned, on whole pixels, spanning the frame's width; its rounded corners
  /// take whole rows at its top and bottom). Nil otherwise.
  func directVideoPlan(_ layer: LayerCommand, mask: RectCommand?, _ cr: OpaquePointer) -> DirectVideoPlan? {
    guard case .video(let path, _, let fit) = layer.content, fit != .cover, layer.opacity >= 1,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_target(cr) == frameSurface.pointer,
      cairo_get_group_target(cr) == frameSurface.pointer,
      let natural = videoFrames?.naturalSize(path: path),
      let placed = wholePixelPlacement(Vector2(Double(natural.width), Double(natural.height)), in: layer, fit: fit, cr),
      let clip = deviceClipRectangle(cr)
    else { return nil }
    let (x, y) = (Int(placed.x), Int(placed.y))
    let (width, height) = placed.size
    guard clip.x <= x, x + width <= clip.x + clip.width else { return nil }
    var top = max(y, clip.y)
    var bottom = min(y + height, clip.y + clip.height)
    if let mask {
      guard let box = maskRows(mask, cr), box.left <= x, x + width <= box.right else { return nil }
      top = max(top, box.rows.lowerBound)
      bottom = min(bottom, box.rows.upperBound)
    }
    guard top < bottom else { return nil }
    return DirectVideoPlan(natural: natural, x: x, y: y, width: width, height: height, rows: top..<bottom)
  }

  /// The current clip in device pixels when it is one rectangle (Cairo intersects it with the
  /// surface, so an unclipped context gives the whole frame); nil otherwise.
  private func deviceClipRectangle(_ cr: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_restore(cr)
    guard let list else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let r = list.pointee.rectangles?.pointee
    else { return nil }
    func whole(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 1e9 }
    guard whole(r.x), whole(r.y), whole(r.width), whole(r.height), r.width > 0, r.height > 0 else { return nil }
    return (Int(r.x), Int(r.y), Int(r.width), Int(r.height))
  }

  /// The mask rectangle's columns in device pixels and the rows it covers fully across them
  /// (between its rounded corners, which lie within squares of the radius at each corner),
  /// when it is axis-aligned on whole pixels; nil otherwise.
  private func maskRows(_ mask: RectCommand, _ cr: OpaquePointer) -> (left: Int, right: Int, rows: Range<Int>)? {
    cairo_save(cr)
    apply(mask.transform, size: mask.size, cr)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_restore(cr)
    let (w, h) = (mask.size.x, mask.size.y)
    let corners = [m.x0, m.y0, m.x0 + m.xx * w, m.y0 + m.yy * h]
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, w > 0, h > 0, mask.cornerRadius.isFinite,
      corners.allSatisfy({ abs($0 - $0.rounded()) < 1e-9 && abs($0) < 1e9 })
    else { return nil }
    // The radius as `roundedRect` shrinks it to fit, in device rows (rounded out).
    let r = max(mask.cornerRadius, 0)
    let radius = r * min(1, w / max(2 * r, 1e-12), h / max(2 * r, 1e-12))
    let band = Int((radius * m.yy - 1e-9).rounded(.up))
    let (left, top, right, bottom) = (
      Int(corners[0].rounded()), Int(corners[1].rounded()), Int(corners[2].rounded()), Int(corners[3].rounded())
    )
    guard top + band < bottom - band else { return nil }
    return (left, right, (top + band)..<(bottom - band))
  }
}
