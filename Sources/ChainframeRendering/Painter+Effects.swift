internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Layers with a blend mode, blur, drop shadow or mask: drawn alone on a scratch surface in
/// device space, processed, then composited.
extension Painter {
  func drawWithEffects(_ layer: LayerCommand, _ cr: OpaquePointer) throws(RenderError) {
    var plain = layer
    plain.effects = Effects()
    let effects = layer.effects
    // A shadow is merged under the layer before the layer's opacity, blend and mask apply, as
    // an SVG or CSS filter is: the shadow does not show through a half-transparent layer.
    let opacity = effects.shadow == nil ? 1 : layer.opacity
    if effects.shadow != nil { plain.opacity = 1 }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    // Blur radii are in canvas pixels; the output may be scaled.
    let deviceScale = (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot()

    // Work only where the layer can land: a masked 1280×720 video on a 1080p canvas clears
    // and composites 45 % of the pixels. Blur and shadow read content from outside the
    // result's bounds, so then the content surface is cleared whole.
    let bounds = effectBounds(layer, plain: plain, cr)
    if let bounds, bounds.isEmpty { return }
    let drawRegion = effects.blur > 0 || effects.shadow != nil ? nil : bounds

    let content = try pool.acquire()
    defer { pool.release(content) }
    content.begin(matrix: matrix, region: drawRegion)
    try drawPlain(plain, content.context.pointer)
    content.flush()
    if let tint = effects.tint { TintFilter.apply(tint, to: content.pixels, region: drawRegion) }
    if let tritone = effects.tritone { TritoneFilter.apply(tritone, to: content.pixels, region: drawRegion) }
    if let levels = effects.levels { LevelsFilter.apply(levels, to: content.pixels, region: drawRegion) }
    if effects.blur > 0 {
      BoxBlur.blur(content.pixels, sigma: min(effects.blur, 250) * deviceScale / 2)
    }

    var coverage: Scratch?
    defer { if let coverage { pool.release(coverage) } }
    if let mask = effects.mask {
      let m = try pool.acquire()
      coverage = m
      m.begin(matrix: matrix, region: bounds)
      for command in mask.commands { try draw(command, m.context.pointer) }
      m.flush()
      MaskConversion.apply(mask.mode, to: m.pixels, region: bounds)
      m.markDirty()
    }

    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    if let bounds {
      bounds.addPath(cr)
      cairo_clip(cr)
    }

    var shadowed: Scratch?
    defer { if let shadowed { pool.release(shadowed) } }
    if let shadow = effects.shadow {
      let s = try pool.acquire()
      shadowed = s
      try drawShadow(shadow, of: layer, content: content, on: s, matrix: matrix, cr)
    }
    let source = shadowed ?? content
    // Only painted pixels can change the frame (a transparent source leaves it as it is under
    // every operator), and inside `bounds` the scratch holds this layer alone.
    let painted = PaintedBounds.of(source.pixels, within: bounds)
    content.markDirty()
    if painted.isEmpty { return }
    painted.addPath(cr)
    cairo_clip(cr)
    try composite(source, coverage: coverage, blend: effects.blend, opacity: opacity, cr)
    // Pixman's hue, saturation, colour and luminosity combiners can leave a colour byte above
    // its pixel's alpha on nearly transparent edges: on blend_mode_test a source pixel (BGRA
    // 11, 7, 3, 11) over a transparent one came out as (11, 0, 0, 2), where the blend gives the
    // source back. Such a pixel is not a colour: PNG writers disagree on it (Cairo's wraps it
    // around, FFmpeg's input clamps it) and whatever is composited over it brightens. The
    // colour is lowered to the alpha, so every output reads the same valid pixel; a compositor
    // of our own for these four modes (rare: one suite file uses them) would also fix the alpha.
    if effects.blend.isNonSeparable { PremultipliedClamp.apply(targetOf: cr, within: painted) }
  }

  /// Draws `content` (the layer drawn alone, in device space) with its shadow beneath on
  /// `s`, cut to the layer's content bounds when the shadow clips.
  private func drawShadow(
    _ shadow: Shadow, of layer: LayerCommand, content: Scratch, on s: Scratch, matrix: cairo_matrix_t,
    _ cr: OpaquePointer
  ) throws(RenderError) {
    // The layer's own space: the parent's matrix and the layer's transform.
    var own = cairo_matrix_t()
    var parent = matrix
    cairo_save(cr)
    cairo_set_matrix(cr, &parent)
    apply(layer.transform, size: layer.size, cr)
    cairo_get_matrix(cr, &own)
    let box = shadow.clip ? try contentBounds(of: layer, cr) : nil
    cairo_restore(cr)
    s.begin(matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))
    // An SVG filter region with no area draws nothing, the layer included.
    if shadow.clip, box.map({ $0.maxX <= $0.minX || $0.maxY <= $0.minY }) ?? true {
      s.flush()
      return
    }

    let space = shadow.local ? own : matrix
    let scale = (abs(space.xx * space.yy - space.xy * space.yx)).squareRoot()
    let dx = space.xx * shadow.offset.x + space.xy * shadow.offset.y
    let dy = space.yx * shadow.offset.x + space.yy * shadow.offset.y

    // SVG clips every filter primitive's result to the region: the source, the blurred
    // alpha before it is offset (so a band as wide as the offset stays free of shadow), and
    // the merged result. Offset and blur commute, so the blurred, offset shadow is cut to
    // the region moved by the offset, then to the region.
    if let box {
      content.markDirty()
      clear(outside: box, own, dx: 0, dy: 0, content.context.pointer)
      content.flush()
    }
    content.markDirty()
    let scr = s.context.pointer
    setSource(shadow.color, opacity: 1, scr)
    cairo_mask_surface(scr, content.surface.pointer, dx, dy)
    s.flush()
    BoxBlur.blur(s.pixels, sigma: min(shadow.blur * scale, 500) / 2)
    s.markDirty()
    if let box {
      clear(outside: box, own, dx: dx, dy: dy, scr)
      clear(outside: box, own, dx: 0, dy: 0, scr)
    }
    cairo_set_source_surface(scr, content.surface.pointer, 0, 0)
    cairo_paint(scr)
    s.flush()
    s.markDirty()
  }

  /// Clears `cr`'s surface (device space) outside `box` (in the space of `own`) moved by
  /// `dx`, `dy` device pixels; upright, the box is widened to whole pixels, as Chromium's
  /// filter region is.
  private func clear(outside box: ContentBox, _ own: cairo_matrix_t, dx: Double, dy: Double, _ cr: OpaquePointer) {
    var own = own
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, Double(pool.width), Double(pool.height))
    if own.xy == 0, own.yx == 0 {
      var x0 = box.minX
      var y0 = box.minY
      var x1 = box.maxX
      var y1 = box.maxY
      cairo_matrix_transform_point(&own, &x0, &y0)
      cairo_matrix_transform_point(&own, &x1, &y1)
      let left = (min(x0, x1) + dx).rounded(.down)
      let top = (min(y0, y1) + dy).rounded(.down)
      cairo_rectangle(cr, left, top, (max(x0, x1) + dx).rounded(.up) - left, (max(y0, y1) + dy).rounded(.up) - top)
    } else {
      cairo_translate(cr, dx, dy)
      cairo_transform(cr, &own)
      cairo_rectangle(cr, box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
      cairo_identity_matrix(cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  private func composite(
    _ source: Scratch, coverage: Scratch?, blend: BlendMode, opacity: Double, _ cr: OpaquePointer
  ) throws(RenderError) {
    cairo_set_source_surface(cr, source.surface.pointer, 0, 0)
    if let coverage {
      if opacity < 1 {
        // Opacity and mask both: the faded layer becomes the source the mask cuts.
        cairo_push_group(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_pop_group_to_source(cr)
      }
      cairo_set_operator(cr, blend.cairoOperator)
      cairo_mask_surface(cr, coverage.surface.pointer, 0, 0)
    } else {
      cairo_set_operator(cr, blend.cairoOperator)
      cairo_paint_with_alpha(cr, opacity)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }
}

extension BlendMode {
  /// Whether the mode mixes the channels (hue, saturation, colour, luminosity): Cairo computes
  /// those through HSL, not channel by channel.
  var isNonSeparable: Bool { self == .hue || self == .saturation || self == .color || self == .luminosity }

  /// Cairo's operator for this mode (Cairo implements the PDF/CSS blend modes).
  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    }
  }
}
