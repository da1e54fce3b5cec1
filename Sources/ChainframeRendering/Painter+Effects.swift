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

    if let shadow = effects.shadow {
      let s = try pool.acquire()
      defer { pool.release(s) }
      s.begin(matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))
      content.markDirty()
      let scr = s.context.pointer
      setSource(shadow.color, opacity: 1, scr)
      // The offset is in canvas pixels, like the layer: scale it as the output is scaled.
      cairo_mask_surface(scr, content.surface.pointer, shadow.offset.x * deviceScale, shadow.offset.y * deviceScale)
      s.flush()
      BoxBlur.blur(s.pixels, sigma: min(shadow.blur, 250) * deviceScale / 2)
      s.markDirty()
      try composite(s, coverage: coverage, blend: effects.blend, cr)
    }
    content.markDirty()
    try composite(content, coverage: coverage, blend: effects.blend, cr)
  }

  private func composite(_ source: Scratch, coverage: Scratch?, blend: BlendMode, _ cr: OpaquePointer)
    throws(RenderError)
  {
    cairo_set_operator(cr, blend.cairoOperator)
    cairo_set_source_surface(cr, source.surface.pointer, 0, 0)
    if let coverage {
      cairo_mask_surface(cr, coverage.surface.pointer, 0, 0)
    } else {
      cairo_paint(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }
}

extension BlendMode {
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
