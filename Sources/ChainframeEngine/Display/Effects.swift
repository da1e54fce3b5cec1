import ChainframeModel

/// Compositing applied to a whole layer: blend mode, blur, drop shadow and mask.
package struct Effects: Sendable, Hashable {
  /// How the layer combines with the pixels beneath.
  package var blend: BlendMode
  /// Gaussian blur radius in pixels (0 is sharp; clamped to 0…250 by the renderer).
  package var blur: Double
  /// Drop shadow beneath the layer.
  package var shadow: Shadow?
  /// Brightness mapped onto a colour ramp, applied to the layer's pixels before blur.
  package var tint: Tint?
  /// Brightness mapped onto three colours, applied to the layer's pixels after the tint.
  package var tritone: Tritone?
  /// Channel curves, applied to the layer's pixels after the tritone.
  package var levels: Levels?
  /// The mask, drawn in the parent's coordinate space.
  package var mask: MaskCommand?

  /// Creates effects; the default is none.
  package init(blend: BlendMode = .normal, blur: Double = 0, shadow: Shadow? = nil, mask: MaskCommand? = nil) {
    self.blend = blend
    self.blur = blur
    self.shadow = shadow
    self.mask = mask
  }

  /// Whether the layer must be drawn on its own surface and composited.
  package var isEmpty: Bool { blend == .normal && blur <= 0 && shadow == nil && !hasColorFilters && mask == nil }

  /// Whether a colour filter (tint, tritone, levels) rewrites the layer's pixels.
  package var hasColorFilters: Bool { tint != nil || tritone != nil || levels != nil }
}
