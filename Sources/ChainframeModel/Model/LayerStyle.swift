/// Everything about a layer that does not animate: outline parameters, text, paint style and
/// compositing.
public struct LayerStyle: Sendable, Hashable {
  /// Outline parameters.
  public var geometry: ShapeGeometry
  /// Text and font, for text layers.
  public var text: TextStyle?
  /// Gradient fill; nil fills with the solid ``LayerState/fill``.
  public var gradient: Gradient?
  /// Dash, caps, joins and miter limit of the stroke.
  public var stroke: StrokeStyle
  /// Inside rule for self-intersecting outlines. Default nonzero.
  public var fillRule: FillRule
  /// Blend mode with what lies beneath. Default normal.
  public var blend: BlendMode
  /// Drop shadow, if any.
  public var shadow: Shadow?
  /// Brightness mapped onto a colour ramp (After Effects' Tint), if any.
  public var tint: Tint?
  /// Brightness mapped onto three colours (After Effects' Tritone), if any.
  public var tritone: Tritone?
  /// Channels remapped through input/output ranges and gamma (After Effects' Levels), if any.
  public var levels: Levels?
  /// Whether a colour filter (tint, tritone, levels) rewrites the layer's pixels: such a layer
  /// is drawn on its own surface. The one place that lists them, so a new filter is added here.
  package var hasColorFilters: Bool { tint != nil || tritone != nil || levels != nil }
  /// When the layer is drawn; nil is always.
  public var visible: TimeRange?
  /// Groups: clip children to the group's box. Default false.
  public var clipsChildren: Bool
  /// Timing of a video layer (nil for other shapes).
  public var video: VideoTiming?

  /// Creates a style with every default.
  public init(
    geometry: ShapeGeometry = ShapeGeometry(), text: TextStyle? = nil, gradient: Gradient? = nil,
    stroke: StrokeStyle = StrokeStyle(), fillRule: FillRule = .nonZero, blend: BlendMode = .normal,
    shadow: Shadow? = nil, visible: TimeRange? = nil, clipsChildren: Bool = false
  ) {
    self.geometry = geometry
    self.text = text
    self.gradient = gradient
    self.stroke = stroke
    self.fillRule = fillRule
    self.blend = blend
    self.shadow = shadow
    self.visible = visible
    self.clipsChildren = clipsChildren
  }
}
