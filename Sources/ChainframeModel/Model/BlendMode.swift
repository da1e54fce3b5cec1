/// How a layer's colours combine with what lies beneath (the CSS/PDF separable and
/// non-separable blend modes).
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
  /// Source over.
  case normal
  /// Darkens: product of the colours.
  case multiply
  /// Lightens: inverse product of the inverses.
  case screen
  /// Multiply or screen depending on the backdrop.
  case overlay
  /// The darker of the two, per channel.
  case darken
  /// The lighter of the two, per channel.
  case lighten
  /// Brightens the backdrop towards the source.
  case colorDodge = "color-dodge"
  /// Darkens the backdrop towards the source.
  case colorBurn = "color-burn"
  /// Multiply or screen depending on the source.
  case hardLight = "hard-light"
  /// A softer hard light.
  case softLight = "soft-light"
  /// Absolute difference.
  case difference
  /// Like difference, lower contrast.
  case exclusion
  /// Source hue, backdrop saturation and luminosity.
  case hue
  /// Source saturation, backdrop hue and luminosity.
  case saturation
  /// Source hue and saturation, backdrop luminosity.
  case color
  /// Source luminosity, backdrop hue and saturation.
  case luminosity
}
