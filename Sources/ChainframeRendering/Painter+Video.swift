internal import CCairo
import ChainframeEngine
import ChainframeModel

extension Painter {
  /// Draws the frame of a video layer for `request`, fitted into the box like an image.
  ///
  /// When the layer lands on the canvas as a plain scale and translation to whole pixels (the
  /// usual screen recording in a frame), the provider scales the frame in swscale while it
  /// converts it, and Cairo copies it 1:1; otherwise (rotation, skew, fractional placement)
  /// Cairo scales the natural-size frame.
  func drawVideo(
    path: String, request: VideoFrameRequest, fit: ImageFit, layer: LayerCommand, _ cr: OpaquePointer
  ) throws(RenderError) {
    guard let videoFrames else {
      throw .image(path: path, reason: "video layers need a frame provider (render through Composition)")
    }
    var placed: (size: (width: Int, height: Int), x: Double, y: Double)?
    let frame: PixelBuffer?
    do {
      frame = try videoFrames.frame(path: path, request: request) { width, height in
        placed = wholePixelPlacement(Vector2(Double(width), Double(height)), in: layer, fit: fit, cr)
        return placed?.size
      }
    } catch {
      throw .image(path: path, reason: "\(error)")
    }
    guard let frame else { return }
    let surface = try CairoSurface(pixels: frame)
    if let placed, placed.size == (frame.width, frame.height) {
      // The frame is already the size it covers: keep the clip `place` sets for `cover`, then
      // draw in device pixels.
      place(Vector2(1, 1), in: layer, fit: fit, cr)
      cairo_identity_matrix(cr)
      cairo_translate(cr, placed.x, placed.y)
      cairo_set_source_surface(cr, surface.pointer, 0, 0)
    } else {
      let natural = Vector2(Double(frame.width), Double(frame.height))
      place(natural, in: layer, fit: fit, cr)
      cairo_set_source_surface(cr, surface.pointer, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    }
    cairo_rectangle(cr, 0, 0, Double(frame.width), Double(frame.height))
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, layer.opacity)
  }

  /// Where a frame of `natural` size lands on the canvas when that is a scale and translation
  /// to whole pixels: its size in pixels and its top-left corner; nil otherwise.
  func wholePixelPlacement(_ natural: Vector2, in layer: LayerCommand, fit: ImageFit, _ cr: OpaquePointer)
    -> (size: (width: Int, height: Int), x: Double, y: Double)?
  {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    place(natural, in: layer, fit: fit, cr)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
    let width = natural.x * m.xx
    let height = natural.y * m.yy
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, whole(width), whole(height), whole(m.x0), whole(m.y0),
      width >= 1, height >= 1, width <= Double(SceneLimits.maxCanvasSide), height <= Double(SceneLimits.maxCanvasSide)
    else { return nil }
    return ((Int(width.rounded()), Int(height.rounded())), m.x0.rounded(), m.y0.rounded())
  }
}
