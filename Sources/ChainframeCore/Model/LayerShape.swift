/// What a layer draws. Its geometry comes from the layer's ``LayerState``.
public enum LayerShape: String, Sendable, Hashable, CaseIterable {
  /// A rectangle of ``LayerState/size`` centred on ``LayerState/position``, with
  /// ``LayerState/cornerRadius``.
  case rect
  /// Text (``Layer/text``) with its first baseline on ``LayerState/position``.
  case text
}
