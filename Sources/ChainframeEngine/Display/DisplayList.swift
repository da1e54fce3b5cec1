import ChainframeModel

/// Everything to draw for one frame, in back-to-front order, with no animation logic left.
///
/// The renderer turns this into pixels; tests can compare it as data without rendering.
package struct DisplayList: Sendable, Hashable {
  /// Canvas width in pixels.
  package var width: Int
  /// Canvas height in pixels.
  package var height: Int
  /// Colour painted first.
  package var background: Color
  /// Draw commands, back to front.
  package var commands: [DrawCommand]
  /// How many leading commands come from layers that never animate. With the background they
  /// look the same on every frame, so a renderer may draw them once and reuse the pixels.
  package var staticPrefix: Int
  /// How shape edges are smoothed (the canvas's setting).
  package var antialias: Antialias

  /// Creates a display list.
  package init(
    width: Int, height: Int, background: Color, commands: [DrawCommand], staticPrefix: Int = 0,
    antialias: Antialias = .standard
  ) {
    self.antialias = antialias
    precondition(staticPrefix >= 0 && staticPrefix <= commands.count)
    self.width = width
    self.height = height
    self.background = background
    self.commands = commands
    self.staticPrefix = staticPrefix
  }
}
