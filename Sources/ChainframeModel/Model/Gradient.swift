/// A linear or radial gradient fill. Stop colours and offsets live in the layer's state
/// (`gradient.color<i>`, `PropertyTable/gradientStopRows`), so they animate; the geometry is fixed.
public struct Gradient: Sendable, Hashable {
  /// Linear or radial.
  public var kind: Kind
  /// Linear: start point; radial: centre. Unit coordinates of the layer's box.
  public var start: Vector2
  /// Linear: end point. Unit coordinates of the layer's box.
  public var end: Vector2
  /// Radial: radius as a fraction of the box's longer side. Default 0.5.
  public var radius: Double
  /// Radial: the focal point, where the first stop sits (the gradient's highlight), in unit
  /// coordinates of the layer's box; nil (the default) puts it at the centre. Kept inside
  /// the circle when drawn.
  public var focus: Vector2?
  /// Number of stops, 2…``AnimatableProperty/maxGradientStops``.
  public var stopCount: Int

  /// Gradient shape.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Colour changes along the line from `start` to `end`.
    case linear
    /// Colour changes with distance from `start`, reaching the last stop at `radius`.
    case radial
  }

  /// Creates a gradient; the default runs left to right.
  public init(
    kind: Kind, start: Vector2 = Vector2(0, 0.5), end: Vector2 = Vector2(1, 0.5), radius: Double = 0.5,
    focus: Vector2? = nil, stopCount: Int
  ) {
    self.focus = focus
    self.kind = kind
    self.start = start
    self.end = end
    self.radius = radius
    self.stopCount = stopCount
  }
}
