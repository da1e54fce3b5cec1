import ChainframeModel

/// A gradient with its stops at one frame.
package struct GradientPaint: Sendable, Hashable {
  /// Kind and geometry.
  package var gradient: Gradient
  /// Stops in the order written, each (offset 0…1, colour with straight alpha).
  package var stops: [Stop]

  /// One colour stop.
  package struct Stop: Sendable, Hashable {
    /// Position along the gradient, 0…1.
    package var offset: Double
    /// Colour, straight alpha.
    package var color: Color

    /// Creates a stop.
    package init(offset: Double, color: Color) {
      self.offset = offset
      self.color = color
    }
  }

  /// Creates gradient paint.
  package init(gradient: Gradient, stops: [Stop]) {
    self.gradient = gradient
    self.stops = stops
  }
}
