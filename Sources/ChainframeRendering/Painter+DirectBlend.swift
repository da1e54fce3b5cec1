internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Blended layers that draw a single fill or a single stroke, drawn straight onto the target
/// with the blend operator instead of alone on a scratch surface.
///
/// A layer drawn alone on a transparent scratch surface holds `source × coverage` wherever it
/// draws; compositing that with a separable blend operator gives the same pixels as painting
/// the source through the coverage with that operator (Pixman multiplies the mask in first
/// either way). That holds only when the layer draws once: a second draw (a stroke over a
/// fill, a second shape) would blend with the first instead of covering it. Opacities of
/// the groups on the way to that one draw multiply into its paint, as nothing overlaps.
/// On guitar (four multiply and hard-light groups of one fill each) the scratch surfaces
/// cost 15 % of the drawing; this way they cost nothing.
extension Painter {
  /// Draws `layer` (its effects only a separable blend mode) with the blend operator when it
  /// draws exactly once; false (nothing drawn) when it must go through a scratch surface.
  func drawBlendedDirect(_ layer: LayerCommand, _ cr: OpaquePointer) throws(RenderError) -> Bool {
    let effects = layer.effects
    guard allowsDirectBlend, effects.blend != .normal, !effects.blend.isNonSeparable, effects.blur <= 0,
      effects.shadow == nil,
      !effects.hasColorFilters, effects.mask == nil
    else { return false }
    var plain = layer
    plain.effects = Effects()
    guard let single = Self.singleDraw(plain, opacity: 1) else { return false }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, effects.blend.cairoOperator)
    try drawPlain(single, cr)
    directBlends += 1
    return true
  }

  /// `layer` with every group's opacity moved into its one drawing (times `opacity`), or nil
  /// when it draws more than once, draws text, images or video, or holds effects.
  static func singleDraw(_ layer: LayerCommand, opacity: Double) -> LayerCommand? {
    guard layer.effects.isEmpty else { return nil }
    var folded = layer
    folded.opacity = layer.opacity * opacity
    switch layer.content {
    case .outline(let outline):
      let fills = layer.paint.hasFill && outline.shape != .line
      guard fills != layer.paint.hasStroke else { return nil }
      return folded
    case .group(let children, let clip):
      guard children.count == 1, let child = children.first else { return nil }
      let inner: DrawCommand
      switch child {
      case .rect(var rect):
        rect.opacity *= folded.opacity
        inner = .rect(rect)
      case .layer(let childLayer):
        guard let single = singleDraw(childLayer, opacity: folded.opacity) else { return nil }
        inner = .layer(single)
      case .text:
        return nil
      }
      folded.opacity = 1
      folded.content = .group(children: [inner], clip: clip)
      return folded
    case .text, .image, .svg, .video:
      return nil
    }
  }
}
