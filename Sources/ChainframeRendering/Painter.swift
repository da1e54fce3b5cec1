internal import CCairo
import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// Draws display-list commands on a Cairo context: shapes, paint, text, images, groups and
/// effects. Owned by one ``FrameRenderer``; not shareable between threads.
final class Painter {
  let pool: ScratchPool
  private let pangoContext: CairoContext
  /// The surface of the frame being drawn (the renderer's), which opaque videos may be
  /// converted straight into (``drawVideoDirect(_:mask:_:)``).
  var frameSurface: CairoSurface { pangoContext.surface }
  private var pangoText: PangoText?
  /// The same for `browser` canvases (slightly hinted glyphs).
  private var browserPangoText: PangoText?
  let images = ImageStore()
  /// Rounded corners as `cairo_arc` draws them, from a table (read once: a `static let` is
  /// a lazy global, checked on every access).
  let arcs = QuarterArcs.shared
  /// Static-prefix pixels the renderer left out of the frame under the first dynamic layer, an
  /// opaque video it expects to be converted straight into the frame
  /// (``directVideoPlan(for:_:)``); taken by ``drawVideoDirect(_:mask:_:)``.
  var pendingPrefix: (pixels: PixelBuffer, plan: DirectVideoPlan)?
  /// Frames for video layers (set by the renderer's owner).
  var videoFrames: (any VideoFrameProvider)?
  private var svgs: [String: SVGDocument] = [:]
  /// Rasters of stroked text that stays put (captions over their cue); see `drawStrokedText`.
  let textRasters = TextRasterCache()
  /// Glyph masks for text on `browser` canvases; see ``paintGlyphMasks(_:level:_:)``.
  let glyphMasks = GlyphMaskCache()
  /// Whether fills and strokes go through ``browserRaster`` (the canvas's `antialias` is
  /// `browser`) instead of Cairo's rasterizer. Set by the renderer for each display list.
  var browserEdges = false
  /// The browser-like rasterizer, made on first use.
  private var browserRasterStorage: BrowserRaster?
  var browserRaster: BrowserRaster {
    if let browserRasterStorage { return browserRasterStorage }
    let made = BrowserRaster()
    browserRasterStorage = made
    return made
  }
  /// Whether ``drawBlendedDirect(_:_:)`` may take its shortcut (tests turn it off).
  var allowsDirectBlend = true
  /// How many blended layers ``drawBlendedDirect(_:_:)`` painted straight (for tests).
  var directBlends = 0
  /// Whether a clipping group's clip is left out where ``clipChangesNothing(children:size:_:)``
  /// says it may be (tests turn it off to compare).
  var skipsNeedlessClips = true
  /// How many clipping groups were drawn without their clip (for tests).
  var skippedClips = 0
  /// The output's size in device pixels.
  let width: Int
  let height: Int

  init(width: Int, height: Int, context: CairoContext) {
    pool = ScratchPool(width: width, height: height)
    pangoContext = context
    self.width = width
    self.height = height
  }

  /// The text layout of the current display list: glyphs slightly hinted on a `browser`
  /// canvas (as Chromium draws them), unhinted otherwise.
  var pango: PangoText {
    get throws(RenderError) {
      if browserEdges {
        if let browserPangoText { return browserPangoText }
        let made = try PangoText(cairo: pangoContext.pointer, slightHinting: true)
        browserPangoText = made
        return made
      }
      if let pangoText { return pangoText }
      let made = try PangoText(cairo: pangoContext.pointer)
      pangoText = made
      return made
    }
  }

  func svg(_ path: String) throws(RenderError) -> SVGDocument {
    if let known = svgs[path] { return known }
    let document = try SVGDocument(path: path)
    svgs[path] = document
    return document
  }

  /// Draws one command.
  func draw(_ command: DrawCommand, _ cr: OpaquePointer) throws(RenderError) {
    switch command {
    case .rect(let rect):
      cairo_save(cr)
      defer { cairo_restore(cr) }
      apply(rect.transform, size: rect.size, cr)
      roundedRect(width: rect.size.x, height: rect.size.y, radius: rect.cornerRadius, ratios: nil, cr)
      setSource(rect.fill, opacity: rect.opacity, cr)
      fillPath(evenOdd: false, preserve: false, cr)
    case .text(let text):
      cairo_save(cr)
      defer { cairo_restore(cr) }
      let pango = try self.pango
      let t = text.transform
      let box: PangoText.TextBox
      if text.style.piece != nil,
        t.rotation != 0 || t.scale != Vector2(1, 1) || t.skew != Vector2(0, 0)
          || text.style.piece?.baselineAnchor != nil
      {
        // A piece that turns or scales does so about its own anchor, not the text's origin.
        box = try pango.prepare(text.style, on: cr)
        applyPiece(t, box: box, style: text.style, cr)
      } else {
        apply(t, size: Vector2(0, 0), cr)
        box = try pango.prepare(text.style, on: cr)
      }
      setSource(text.fill, opacity: text.opacity, cr)
      fillText(box, outlines: false, pango, cr)
    case .layer(let layer):
      if layer.effects.isEmpty {
        try drawPlain(layer, cr)
      } else if let rect = clipRect(of: layer, cr) {
        try drawClipped(layer, to: rect, cr)
      } else if try drawBlendedDirect(layer, cr) {
        return
      } else {
        try drawWithEffects(layer, cr)
      }
    }
  }

  /// A layer without blend, blur, shadow or mask.
  func drawPlain(_ layer: LayerCommand, _ cr: OpaquePointer) throws(RenderError) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    switch layer.content {
    case .outline(let outline):
      apply(layer.transform, size: layer.size, cr)
      drawOutline(outline, paint: layer.paint, size: layer.size, opacity: layer.opacity, cr)
    case .text(let style):
      let pango = try self.pango
      if style.piece != nil {
        // A piece's transform is relative to where it sits in the whole text.
        let box = try pango.prepare(style, on: cr)
        applyPiece(layer.transform, box: box, style: style, cr)
        drawText(box, paint: layer.paint, opacity: layer.opacity, pango, cr)
      } else {
        apply(layer.transform, size: Vector2(0, 0), cr)
        let box = try pango.prepare(style, on: cr)
        if layer.paint.hasStroke && layer.opacity >= 1 {
          try drawStrokedText(style, box: box, paint: layer.paint, pango, cr)
        } else {
          drawText(box, paint: layer.paint, opacity: layer.opacity, pango, cr)
        }
      }
    case .image(let path, let fit):
      let image = try images.image(path)
      let natural = Vector2(Double(image.width), Double(image.height))
      place(natural, in: layer, fit: fit, cr)
      cairo_set_source_surface(cr, image.surface, 0, 0)
      // Bilinear when enlarging, box-filtered when shrinking: smooth at any scale.
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, 0, 0, natural.x, natural.y)
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, layer.opacity)
    case .video(let path, let request, let fit):
      if try drawVideoDirect(layer, mask: nil, cr) { return }
      try drawVideo(path: path, request: request, fit: fit, layer: layer, cr)
    case .svg(let path, let fit):
      let document = try svg(path)
      try withOpacity(layer.opacity, grouped: layer.opacity < 1, cr) { () throws(RenderError) in
        place(Vector2(document.width, document.height), in: layer, fit: fit, cr)
        try document.render(cr, x: 0, y: 0, width: document.width, height: document.height, path: path)
      }
    case .group(let children, let clip):
      apply(layer.transform, size: layer.size, cr)
      var recorded = false
      defer { if recorded { browserRaster.popClip() } }
      if clip {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let quad = ClipQuad(size: (layer.size.x, layer.size.y), matrix: matrix)
        if let quad, skipsNeedlessClips, clipChangesNothing(children: children, quad: quad, cr) {
          // Every child draws inside the box: the clip would change no pixel.
          skippedClips += 1
        } else {
          cairo_rectangle(cr, 0, 0, layer.size.x, layer.size.y)
          cairo_clip(cr)
          // Fills inside the box can still go straight into the pixels (see DirectOver).
          if browserEdges, quad?.isWholePixels != true {
            browserRaster.pushClip(quad, on: cr)
            recorded = true
          }
        }
      }
      // Group opacity composites the children as one, so overlaps do not show through.
      try withOpacity(layer.opacity, grouped: layer.opacity < 1, cr) { () throws(RenderError) in
        for child in children { try draw(child, cr) }
      }
    }
  }

  /// Applies the layer's transform with its box (the natural size when none is given) and
  /// scales content of `natural` size into it by `fit`; cover clips to the box.
  func place(_ natural: Vector2, in layer: LayerCommand, fit: ImageFit, _ cr: OpaquePointer) {
    let size = layer.size.x > 0 && layer.size.y > 0 ? layer.size : natural
    apply(layer.transform, size: size, cr)
    let placed = Fitting.place(natural, in: size, fit: fit)
    if fit == .cover {
      cairo_rectangle(cr, 0, 0, size.x, size.y)
      cairo_clip(cr)
    }
    cairo_translate(cr, placed.x, placed.y)
    cairo_scale(cr, placed.scaleX, placed.scaleY)
  }

  /// Runs `body` with `opacity` applied: when `grouped`, what it draws is composited as one
  /// layer (overlaps inside do not show through); otherwise the body is expected to multiply
  /// the opacity into its own sources.
  func withOpacity<E: Error>(_ opacity: Double, grouped: Bool, _ cr: OpaquePointer, _ body: () throws(E) -> Void)
    throws(E)
  {
    guard grouped else { return try body() }
    cairo_save(cr)
    cairo_push_group(cr)
    do {
      try body()
    } catch {
      cairo_pattern_destroy(cairo_pop_group(cr))
      cairo_restore(cr)
      throw error
    }
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, opacity)
    cairo_restore(cr)
  }

  /// Places the layer's box: M = T(position) · R · Skew · S · T(−anchor·size).
  func apply(_ t: LayerTransform, size: Vector2, _ cr: OpaquePointer) {
    cairo_translate(cr, t.position.x, t.position.y)
    if t.rotation != 0 { cairo_rotate(cr, t.rotation * Double.pi / 180) }
    if t.skew.x != 0 || t.skew.y != 0 {
      var skew = cairo_matrix_t()
      cairo_matrix_init(&skew, 1, tan(t.skew.y * Double.pi / 180), tan(t.skew.x * Double.pi / 180), 1, 0, 0)
      cairo_transform(cr, &skew)
    }
    if t.scale.x != 1 || t.scale.y != 1 {
      // Cairo cannot invert a zero scale; a vanishing layer draws nothing either way.
      cairo_scale(cr, nonZero(t.scale.x), nonZero(t.scale.y))
    }
    cairo_translate(cr, -t.anchor.x * size.x, -t.anchor.y * size.y)
  }

  /// Applies a text piece's transform: relative to the place `box` the piece takes in the
  /// whole text, about its anchor (on its baseline when the piece says so), leaving the
  /// origin where the whole text's layout starts.
  func applyPiece(_ transform: LayerTransform, box: PangoText.TextBox, style: TextStyle, _ cr: OpaquePointer) {
    var t = transform
    let size = Vector2(box.width, box.height)
    if let below = style.piece?.baselineAnchor, size.y > 0 {
      // Text animators turn and scale a character about a point on its baseline.
      t.anchor.y = (box.baseline + below) / size.y
    }
    if let groupX = box.groupX, let groupWidth = box.groupWidth, size.x > 0 {
      // Anchor grouping: the point lies on the character's word or line.
      t.anchor.x = (groupX + t.anchor.x * groupWidth - box.x) / size.x
    }
    t.position = Vector2(box.x + t.anchor.x * size.x + t.position.x, box.y + t.anchor.y * size.y + t.position.y)
    apply(t, size: size, cr)
    cairo_translate(cr, -box.x, -box.y)
  }

  private func nonZero(_ v: Double) -> Double { abs(v) < 1e-6 ? (v < 0 ? -1e-6 : 1e-6) : v }

  func setSource(_ color: Color, opacity: Double, _ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
  }
}
