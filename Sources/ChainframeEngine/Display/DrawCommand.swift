import ChainframeModel

/// One drawing operation of a ``DisplayList``.
package enum DrawCommand: Sendable, Hashable {
  /// A solid, uniformly rounded rectangle with no stroke or effects: the common case, kept
  /// small so it is cheap to build, compare and draw.
  case rect(RectCommand)
  /// Plain filled text with no stroke, gradient or effects.
  ///
  /// Text and layer commands are boxed (`indirect`) so a command is the size of a
  /// ``RectCommand`` (136 bytes) rather than of a ``LayerCommand`` (552): every command is
  /// copied into the display list and read by the renderer, and rectangles are the most
  /// common.
  indirect case text(TextCommand)
  /// Any layer: every shape, paint, group, image and effect.
  indirect case layer(LayerCommand)
}
