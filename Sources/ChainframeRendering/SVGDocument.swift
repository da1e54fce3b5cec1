internal import CCairo
import ChainframeEngine
import ChainframeIO
import ChainframeModel

/// An SVG file parsed by librsvg, drawn as vectors at any scale.
final class SVGDocument {
  let handle: OpaquePointer
  /// Intrinsic size in pixels (from width/height, or the viewBox when those are missing).
  let width: Double
  let height: Double

  init(path: String) throws(RenderError) {
    if let problem = SVGBudget.problem(ofFileAt: path) { throw .image(path: path, reason: problem) }
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_file(path, &error) else {
      throw .image(path: path, reason: GLibError.take(&error) ?? "not an SVG document")
    }
    self.handle = handle
    var w = 0.0
    var h = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 {
      var hasViewBox: gboolean = 0
      var viewBox = CFRsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      if hasViewBox != 0 {
        w = viewBox.width
        h = viewBox.height
      }
    }
    guard w > 0, h > 0, w.isFinite, h.isFinite else {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw .image(path: path, reason: "the SVG has no size: give its <svg> a width and height or a viewBox")
    }
    width = w
    height = h
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

  /// Draws the document into `viewport` (user units of `cr`).
  func render(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, path: String)
    throws(RenderError)
  {
    var viewport = CFRsvgRectangle(x: x, y: y, width: width, height: height)
    var error: UnsafeMutablePointer<GError>?
    if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0 {
      throw .image(path: path, reason: GLibError.take(&error) ?? "librsvg could not draw it")
    }
  }
}
