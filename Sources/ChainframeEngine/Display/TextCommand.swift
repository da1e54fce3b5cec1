import ChainframeModel

/// Text drawn with its first line's baseline on the layer's position (then transformed).
public struct TextCommand: Sendable, Hashable {
  /// The layer's placement; the anchor is not used for text (alignment and baseline are).
  public var transform: LayerTransform
  /// Text and font.
  public var style: TextStyle
  /// Fill colour, straight alpha.
  public var fill: Color
  /// Opacity multiplied into the fill, 0…1.
  public var opacity: Double

  /// Creates a text command.
  public init(transform: LayerTransform, style: TextStyle, fill: Color, opacity: Double) {
    self.transform = transform
    self.style = style
    self.fill = fill
    self.opacity = opacity
  }
}
