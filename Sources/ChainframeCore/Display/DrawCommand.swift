/// One drawing operation of a ``DisplayList``.
public enum DrawCommand: Sendable, Hashable {
  /// A filled rectangle with rounded corners.
  case rect(RectCommand)
  /// Text set with Pango.
  case text(TextCommand)
}
