import ChainframeModel

/// A filled, possibly rounded and transformed rectangle.
package struct RectCommand: Sendable, Hashable {
  /// The layer's placement on the canvas.
  package var transform: LayerTransform
  /// Width and height in pixels, before scaling.
  package var size: Vector2
  /// Corner radius in pixels, clamped by the renderer to half the shorter side.
  package var cornerRadius: Double
  /// Fill colour, straight alpha.
  package var fill: Color
  /// Opacity multiplied into the fill, 0…1.
  package var opacity: Double

  /// Creates a rectangle command.
  package init(
    transform: LayerTransform, size: Vector2, cornerRadius: Double, fill: Color, opacity: Double
  ) {
    self.transform = transform
    self.size = size
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.opacity = opacity
  }
}
