import ChainframeModel

/// How a layer's outline or text is filled and stroked at one frame.
package struct Paint: Sendable, Hashable {
  /// Solid fill, straight alpha; unused when `gradient` is set.
  package var fill: Color
  /// Gradient fill with this frame's stops.
  package var gradient: GradientPaint?
  /// Stroke colour, straight alpha.
  package var stroke: Color
  /// Stroke width in pixels; 0 draws no stroke.
  package var strokeWidth: Double
  /// Dash, caps, joins, miter limit.
  package var strokeStyle: StrokeStyle
  /// Offset into the dash pattern, pixels.
  package var dashOffset: Double

  /// Creates paint; the default fills white and does not stroke.
  package init(
    fill: Color = .white, gradient: GradientPaint? = nil, stroke: Color = .transparent, strokeWidth: Double = 0,
    strokeStyle: StrokeStyle = StrokeStyle(), dashOffset: Double = 0
  ) {
    self.fill = fill
    self.gradient = gradient
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.strokeStyle = strokeStyle
    self.dashOffset = dashOffset
  }

  /// Whether a stroke would be visible.
  package var hasStroke: Bool { strokeWidth > 0 && stroke.alpha > 0 }
  /// Whether the fill would be visible.
  package var hasFill: Bool { gradient != nil || fill.alpha > 0 }
}
