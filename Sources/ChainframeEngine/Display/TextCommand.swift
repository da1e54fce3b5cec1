import ChainframeModel

/// Text drawn with its first line's baseline on the layer's position (then transformed).
package struct TextCommand: Sendable, Hashable {
  /// The layer's placement; the anchor is not used for text (alignment and baseline are).
  package var transform: LayerTransform
  /// Text and font.
  package var style: TextStyle
  /// Fill colour, straight alpha.
  package var fill: Color
  /// Opacity multiplied into the fill, 0…1.
  package var opacity: Double

  /// Creates a text command.
  package init(transform: LayerTransform, style: TextStyle, fill: Color, opacity: Double) {
    self.transform = transform
    self.style = style
    self.fill = fill
    self.opacity = opacity
  }
}
