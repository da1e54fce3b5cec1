/// One drawing operation of a ``DisplayList``.
public enum DrawCommand: Sendable, Hashable {
  /// A solid, uniformly rounded rectangle with no stroke or effects: the common case, kept
  /// small so it is cheap to build, compare and draw.
  case rect(RectCommand)
  /// Plain filled text with no stroke, gradient or effects.
  case text(TextCommand)
  /// Any layer: every shape, paint, group, image and effect.
  case layer(LayerCommand)
}
