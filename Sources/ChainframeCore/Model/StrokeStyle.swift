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

  /// Creates a stroke style.
  public init(dash: [Double] = [], cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
    self.dash = dash
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }
}
