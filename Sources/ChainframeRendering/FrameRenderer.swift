internal import CCairo
import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Draws display lists into its own pixel buffer with Cairo.
///
/// One renderer per thread: it owns its surface and context and is not shareable. Several
/// renderers draw identical pixels for the same display list.
package final class FrameRenderer {
  /// The buffer every ``render(_:fit:)`` draws into; overwritten by the next call.
  package let pixels: PixelBuffer
  private let context: CairoContext
  private let painter: Painter
  /// Pixels of the background plus the list's static prefix, and what produced them.
  private var cache: (pixels: PixelBuffer, key: StaticKey)?

  private struct StaticKey: Equatable {
    let background: Color
    let commands: ArraySlice<DrawCommand>
    let width: Int
    let height: Int
    let fitsContain: Bool
    let antialias: Antialias
  }

  /// Creates a renderer for frames of `width` × `height` pixels.
  package init(width: Int, height: Int) throws(RenderError) {
    pixels = PixelBuffer(width: width, height: height)
    context = try CairoContext(surface: try CairoSurface(pixels: pixels))
    cairo_set_antialias(context.pointer, CAIRO_ANTIALIAS_DEFAULT)
    painter = Painter(width: width, height: height, context: context)
  }

  /// How a canvas is placed when the output size differs from it.
  package enum Fit: Sendable {
    /// Scale uniformly to fit inside the output, centred; the rest shows the background.
    case contain
    /// No scaling, at the top-left corner (for padding to even sizes).
    case topLeft
  }

  /// Asked before each top-level layer of a frame; when it returns true, ``render(_:fit:)``
  /// stops with ``RenderError/cancelled``. Default nil (never).
  package var shouldCancel: (@Sendable () -> Bool)?

  /// Whether blended layers that draw once are painted straight onto the frame with the blend
  /// operator (the default) or always through a scratch surface; tests compare the two.
  package var allowsDirectBlend: Bool {
    get { painter.allowsDirectBlend }
    set { painter.allowsDirectBlend = newValue }
  }

  /// How many blended layers were painted straight onto the frame so far (for tests).
  package var directBlends: Int { painter.directBlends }

  /// Whether a clipping group whose children all draw well inside its box is drawn without
  /// its clip (the default: the pixels are the same, and fills skip a rasterized clip mask)
  /// or always clipped; tests compare the two.
  package var skipsNeedlessClips: Bool {
    get { painter.skipsNeedlessClips }
    set { painter.skipsNeedlessClips = newValue }
  }

  /// How many clipping groups were drawn without their clip so far (for tests).
  package var skippedClips: Int { painter.skippedClips }

  /// Decoded frames for video layers; nil (the default) makes a video layer an error.
  package var videoFrames: (any VideoFrameProvider)? {
    get { painter.videoFrames }
    set { painter.videoFrames = newValue }
  }

  /// Draws `list` and returns the buffer (the same object every call). A list of another size
  /// than the renderer is placed by `fit`; vectors are drawn at the output resolution, so
  /// they stay crisp at any scale.
  @discardableResult
  package func render(_ list: DisplayList, fit: Fit = .contain) throws(RenderError) -> PixelBuffer {
    let cr = context.pointer
    let key = StaticKey(
      background: list.background, commands: list.commands[0..<list.staticPrefix], width: list.width,
      height: list.height, fitsContain: fit == .contain, antialias: list.antialias)
    painter.browserEdges = list.antialias == .browser
    var first = 0
    // Nothing left out of the frame yet (a frame that threw may have left its plan behind).
    painter.pendingPrefix = nil
    let cached = list.staticPrefix > 0 && cache?.key == key ? cache?.pixels : nil
    if cached != nil {
      // The static layers are unchanged: their pixels are copied below instead of drawn again.
      first = list.staticPrefix
    } else {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(cr, list.background.red, list.background.green, list.background.blue, list.background.alpha)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if (list.width != pixels.width || list.height != pixels.height) && fit == .contain {
      let scale = min(Double(pixels.width) / Double(list.width), Double(pixels.height) / Double(list.height))
      cairo_translate(
        cr, (Double(pixels.width) - Double(list.width) * scale) / 2,
        (Double(pixels.height) - Double(list.height) * scale) / 2)
      cairo_scale(cr, scale, scale)
    }
    if let cached {
      // Where the first dynamic layer is an opaque video converted straight into the frame,
      // the static pixels under its rows would be overwritten at once: leave them out, and
      // let the painter copy them after all if the video is drawn another way.
      let plan = first < list.commands.count ? painter.directVideoPlan(for: list.commands[first], cr) : nil
      cairo_surface_flush(context.surface.pointer)
      PrefixCopy.copy(cached, into: pixels, except: plan.map { ($0.x, $0.width, $0.rows) })
      cairo_surface_mark_dirty(context.surface.pointer)
      painter.pendingPrefix = plan.map { (cached, $0) }
    }
    // Commands are drawn in place: iterating the array copies each command (retaining
    // whatever it references) for every layer of every frame.
    try list.commands.withUnsafeBufferPointer { (commands) throws(RenderError) in
      for i in first..<commands.count {
        // Checked between layers so one very long frame (large blurs, thousands of layers)
        // still stops promptly when the render is cancelled.
        if let shouldCancel, shouldCancel() { throw .cancelled }
        if i == list.staticPrefix && first == 0 { snapshotStatic(key) }
        try painter.draw(commands[i], cr)
        // The video's drawing always takes the left-out pixels; this only guards that.
        painter.restorePendingPrefix()
      }
    }
    if list.staticPrefix == list.commands.count && first == 0 { snapshotStatic(key) }
    try context.check("drawing a frame")
    cairo_surface_flush(context.surface.pointer)
    return pixels
  }

  /// Keeps a copy of the background and static layers for the following frames.
  private func snapshotStatic(_ key: StaticKey) {
    guard !key.commands.isEmpty else { return }
    cairo_surface_flush(context.surface.pointer)
    let snapshot = cache?.pixels ?? PixelBuffer(width: pixels.width, height: pixels.height)
    snapshot.copy(from: pixels)
    cache = (snapshot, key)
  }
}
