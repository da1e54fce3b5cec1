import CCairo
import ChainframeCore

extension Painter {
  /// Draws the frame of a video layer for `request`, fitted into the box like an image.
  func drawVideo(
    path: String, request: VideoFrameRequest, fit: ImageFit, layer: LayerCommand, _ cr: OpaquePointer
  ) throws(RenderError) {
    guard let videoFrames else {
      throw .image(path: path, reason: "video layers need a frame provider (render through Composition)")
    }
    let frame: PixelBuffer?
    do {
      frame = try videoFrames.frame(path: path, request: request)
    } catch {
      throw .image(path: path, reason: "\(error)")
    }
    guard let frame else { return }
    let surface = try CairoSurface(pixels: frame)
    let natural = Vector2(Double(frame.width), Double(frame.height))
    place(natural, in: layer, fit: fit, cr)
    cairo_set_source_surface(cr, surface.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, natural.x, natural.y)
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, layer.opacity)
  }
}
