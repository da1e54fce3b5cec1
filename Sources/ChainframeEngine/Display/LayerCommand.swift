import ChainframeModel

/// A layer with everything it may need to draw: outline or content, paint and effects.
package struct LayerCommand: Sendable, Hashable {
  /// The layer's placement on the canvas (or in its group).
  package var transform: LayerTransform
  /// The layer's box in pixels, before scaling.
  package var size: Vector2
  /// Opacity of the whole layer, 0…1; groups composite their children first.
  package var opacity: Double
  /// What is drawn.
  package var content: LayerContent
  /// Fill and stroke.
  package var paint: Paint
  /// Blend mode, blur, shadow and mask.
  package var effects: Effects

  /// Creates a layer command.
  package init(
    transform: LayerTransform, size: Vector2, opacity: Double, content: LayerContent, paint: Paint = Paint(),
    effects: Effects = Effects()
  ) {
    self.transform = transform
    self.size = size
    self.opacity = opacity
    self.content = content
    self.paint = paint
    self.effects = effects
  }
}
