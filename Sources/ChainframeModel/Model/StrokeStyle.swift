/// How an outline's stroke is drawn, besides its animatable colour, width and dash offset.
public struct StrokeStyle: Sendable, Hashable {
  /// Dash lengths in pixels, alternating on/off; empty is solid.
  public var dash: [Double]
  /// Line ends. Default butt.
  public var cap: LineCap
  /// Corners. Default miter.
  public var join: LineJoin
  /// Longest miter as a multiple of the stroke width before it is bevelled. Default 4.
  public var miterLimit: Double
  /// Whether the stroke is drawn under the fill (half its width shows, outside the shape), as
  /// subtitle renderers draw outlines, instead of over it. Default false.
  public var underFill: Bool

  /// Creates a stroke style.
  public init(
    dash: [Double] = [], cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4, underFill: Bool = false
  ) {
    self.dash = dash
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.underFill = underFill
  }
}
