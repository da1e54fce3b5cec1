import CCairo
import ChainframeCore

#if canImport(Glibc)
  import Glibc
#endif

/// Draws display lists into its own pixel buffer with Cairo.
///
/// One renderer per thread: it owns its surface and context and is not shareable. Several
/// renderers draw identical pixels for the same display list.
public final class FrameRenderer {
  /// The buffer every ``render(_:)`` draws into; overwritten by the next call.
  public let pixels: PixelBuffer
  private let context: CairoContext
  private lazy var pango: PangoText? = try? PangoText(cairo: context.pointer)
  /// Pixels of the background plus the list's static prefix, and what produced them.
  private var cache: (pixels: PixelBuffer, key: StaticKey)?

  private struct StaticKey: Equatable {
    let background: Color
    let commands: ArraySlice<DrawCommand>
    let width: Int
    let height: Int
    let fitsContain: Bool
  }

  /// Creates a renderer for frames of `width` × `height` pixels.
  public init(width: Int, height: Int) throws(RenderError) {
    pixels = PixelBuffer(width: width, height: height)
    context = try CairoContext(surface: try CairoSurface(pixels: pixels))
    cairo_set_antialias(context.pointer, CAIRO_ANTIALIAS_DEFAULT)
  }

  /// How a canvas is placed when the output size differs from it.
  public enum Fit: Sendable {
    /// Scale uniformly to fit inside the output, centred; the rest shows the background.
    case contain
    /// No scaling, at the top-left corner (for padding to even sizes).
    case topLeft
  }

  /// Draws `list` and returns the buffer (the same object every call). A list of another size
  /// than the renderer is placed by `fit`; vectors are drawn at the output resolution, so
  /// they stay crisp at any scale.
  @discardableResult
  public func render(_ list: DisplayList, fit: Fit = .contain) throws(RenderError) -> PixelBuffer {
    let cr = context.pointer
    let key = StaticKey(
      background: list.background, commands: list.commands[0..<list.staticPrefix], width: list.width,
      height: list.height, fitsContain: fit == .contain)
    var first = 0
    if list.staticPrefix > 0, let cache, cache.key == key {
      // The static layers are unchanged: copy their pixels instead of drawing them again.
      cairo_surface_flush(context.surface.pointer)
      pixels.copy(from: cache.pixels)
      cairo_surface_mark_dirty(context.surface.pointer)
      first = list.staticPrefix
    } else {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      setSource(list.background, opacity: 1)
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
    for (i, command) in list.commands.enumerated() where i >= first {
      if i == list.staticPrefix && first == 0 { snapshotStatic(key) }
      switch command {
      case .rect(let rect): draw(rect)
      case .text(let text): try draw(text)
      }
    }
    if list.staticPrefix == list.commands.count && first == 0 { snapshotStatic(key) }
    try context.check("drawing a frame")
    cairo_surface_flush(context.surface.pointer)
    return pixels
  }

  private func draw(_ rect: RectCommand) {
    let cr = context.pointer
    cairo_save(cr)
    apply(rect.transform, size: rect.size)
    let w = rect.size.x
    let h = rect.size.y
    let r = min(max(rect.cornerRadius, 0), min(w, h) / 2)
    if r > 0 {
      cairo_new_sub_path(cr)
      cairo_arc(cr, w - r, r, r, -Double.pi / 2, 0)
      cairo_arc(cr, w - r, h - r, r, 0, Double.pi / 2)
      cairo_arc(cr, r, h - r, r, Double.pi / 2, Double.pi)
      cairo_arc(cr, r, r, r, Double.pi, 3 * Double.pi / 2)
      cairo_close_path(cr)
    } else {
      cairo_rectangle(cr, 0, 0, w, h)
    }
    setSource(rect.fill, opacity: rect.opacity)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Keeps a copy of the background and static layers for the following frames.
  private func snapshotStatic(_ key: StaticKey) {
    guard !key.commands.isEmpty else { return }
    cairo_surface_flush(context.surface.pointer)
    let snapshot = cache?.pixels ?? PixelBuffer(width: pixels.width, height: pixels.height)
    snapshot.copy(from: pixels)
    cache = (snapshot, key)
  }

  private func draw(_ text: TextCommand) throws(RenderError) {
    guard let pango else { throw .cairo(operation: "creating a text layout", status: "no memory") }
    let cr = context.pointer
    cairo_save(cr)
    defer { cairo_restore(cr) }
    apply(text.transform, size: Vector2(0, 0))
    try pango.draw(text.style, color: text.fill, opacity: text.opacity)
  }

  /// Places the layer's box: M = T(position) · R · Skew · S · T(−anchor·size).
  private func apply(_ t: LayerTransform, size: Vector2) {
    let cr = context.pointer
    cairo_translate(cr, t.position.x, t.position.y)
    if t.rotation != 0 { cairo_rotate(cr, t.rotation * Double.pi / 180) }
    if t.skew.x != 0 || t.skew.y != 0 {
      var skew = cairo_matrix_t()
      cairo_matrix_init(
        &skew, 1, tan(t.skew.y * Double.pi / 180), tan(t.skew.x * Double.pi / 180), 1, 0, 0)
      cairo_transform(cr, &skew)
    }
    if t.scale.x != 1 || t.scale.y != 1 {
      // Cairo cannot invert a zero scale; a vanishing layer draws nothing either way.
      cairo_scale(cr, nonZero(t.scale.x), nonZero(t.scale.y))
    }
    cairo_translate(cr, -t.anchor.x * size.x, -t.anchor.y * size.y)
  }

  private func nonZero(_ v: Double) -> Double { abs(v) < 1e-6 ? (v < 0 ? -1e-6 : 1e-6) : v }

  private func setSource(_ color: Color, opacity: Double) {
    cairo_set_source_rgba(
      context.pointer, color.red, color.green, color.blue, color.alpha * opacity)
  }
}
