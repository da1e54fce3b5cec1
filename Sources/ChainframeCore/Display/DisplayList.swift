/// Everything to draw for one frame, in back-to-front order, with no animation logic left.
///
/// The renderer turns this into pixels; tests can compare it as data without rendering.
public struct DisplayList: Sendable, Hashable {
  /// Canvas width in pixels.
  public var width: Int
  /// Canvas height in pixels.
  public var height: Int
  /// Colour painted first.
  public var background: Color
  /// Draw commands, back to front.
  public var commands: [DrawCommand]

  /// Creates a display list.
  public init(width: Int, height: Int, background: Color, commands: [DrawCommand]) {
    self.width = width
    self.height = height
    self.background = background
    self.commands = commands
  }
}
