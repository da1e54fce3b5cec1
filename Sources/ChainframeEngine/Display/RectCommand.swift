import ChainframeModel

/// A filled, possibly rounded and transformed rectangle.
public struct RectCommand: Sendable, Hashable {
  /// The layer's placement on the canvas.
  public var transform: LayerTransform
  /// Width and height in pixels, before scaling.
  public var size: Vector2
  /// Corner radius in pixels, clamped by the renderer to half the shorter side.
  public var cornerRadius: Double
  /// Fill colour, straight alpha.
  public var fill: Color
  /// Opacity multiplied into the fill, 0…1.
  public var opacity: Double

  /// Creates a rectangle command.
  public init(
    transform: LayerTransform, size: Vector2, cornerRadius: Double, fill: Color, opacity: Double
  ) {
    self.transform = transform
    self.size = size
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.opacity = opacity
  }
}
