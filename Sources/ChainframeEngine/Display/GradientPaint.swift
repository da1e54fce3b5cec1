import ChainframeModel

/// A gradient with its stops at one frame.
public struct GradientPaint: Sendable, Hashable {
  /// Kind and geometry.
  public var gradient: Gradient
  /// Stops in the order written, each (offset 0…1, colour with straight alpha).
  public var stops: [Stop]

  /// One colour stop.
  public struct Stop: Sendable, Hashable {
    /// Position along the gradient, 0…1.
    public var offset: Double
    /// Colour, straight alpha.
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
      self.offset = offset
      self.color = color
    }
  }

  /// Creates gradient paint.
  public init(gradient: Gradient, stops: [Stop]) {
    self.gradient = gradient
    self.stops = stops
  }
}
