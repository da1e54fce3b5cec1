internal import CCairo
import ChainframeEngine
import ChainframeModel

extension Painter {
  /// The mask's one plain rectangle when a layer's only effect is an alpha mask made of it,
  /// opaque, and the layer is an image or video whose box lands on whole device pixels (the
  /// usual rounded frame around a screen recording); nil otherwise.
  ///
  /// Why whole pixels: the mask path multiplies the content's edge coverage by the mask's, a
  /// clip intersects the two shapes; they agree only where the content's own edge coverage is
  /// 0 or 1.
  func clipRect(of layer: LayerCommand, _ cr: OpaquePointer) -> RectCommand? {
    let effects = layer.effects
    guard effects.blend == .normal, effects.blur <= 0, effects.shadow == nil, !effects.hasColorFilters,
      let mask = effects.mask,
      mask.mode == .alpha, mask.commands.count == 1, case .rect(let rect) = mask.commands[0],
      rect.fill.alpha == 1, rect.opacity == 1, layer.size.x > 0, layer.size.y > 0
    else { return nil }
    // The content must be drawn 1:1: an image at its own size, a video frame scaled by its
    // provider to whole pixels. Otherwise pixman's filter starts at another origin under a
    // clip and scaled pixels move by a code or two.
    let natural: (width: Int, height: Int)
    let fit: ImageFit
    let scales: Bool
    switch layer.content {
    case .image(let path, let f):
      guard let image = try? images.image(path) else { return nil }
      (natural, fit, scales) = ((image.width, image.height), f, false)
    case .video(let path, _, let f):
      guard let size = videoFrames?.naturalSize(path: path) else { return nil }
      (natural, fit, scales) = (size, f, true)
    default:
      return nil
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    apply(layer.transform, size: layer.size, cr)
    var box = cairo_matrix_t()
    cairo_get_matrix(cr, &box)
    let n = Vector2(Double(natural.width), Double(natural.height))
    let placed = Fitting.place(n, in: layer.size, fit: fit)
    cairo_translate(cr, placed.x, placed.y)
    cairo_scale(cr, placed.scaleX, placed.scaleY)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
    guard box.xy == 0, box.yx == 0, whole(box.x0), whole(box.y0), whole(box.x0 + box.xx * layer.size.x),
      whole(box.y0 + box.yy * layer.size.y), m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, whole(m.x0), whole(m.y0),
      scales ? whole(n.x * m.xx) && whole(n.y * m.yy) : (m.xx == 1 && m.yy == 1)
    else { return nil }
    return rect
  }

  /// Draws `layer` clipped to the path of its mask rectangle: one composite where the general
  /// mask path draws the layer and the mask on scratch surfaces and composites them (three
  /// passes over the layer's pixels). Both rasterise the same path, and an opaque mask's
  /// coverage is the path's coverage, so the pixels are the same.
  func drawClipped(_ layer: LayerCommand, to rect: RectCommand, _ cr: OpaquePointer) throws(RenderError) {
    if case .video = layer.content, try drawVideoDirect(layer, mask: rect, cr) { return }
    var plain = layer
    plain.effects = Effects()
    cairo_save(cr)
    defer { cairo_restore(cr) }
    clip(to: rect, cr)
    // A clip of any shape: fills under it keep Cairo's way (see DirectOver).
    if browserEdges { browserRaster.pushClip(nil, on: cr) }
    defer { if browserEdges { browserRaster.popClip() } }
    try drawPlain(plain, cr)
  }

  /// Narrows the clip to the path of the mask rectangle `rect`, placed by its own transform
  /// within the current one (which is left as it was).
  func clip(to rect: RectCommand, _ cr: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    apply(rect.transform, size: rect.size, cr)
    roundedRect(width: rect.size.x, height: rect.size.y, radius: rect.cornerRadius, ratios: nil, cr)
    cairo_set_matrix(cr, &matrix)
    cairo_clip(cr)
  }
}
