internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Measures text the way the renderer sets it, for layout decisions and tests.
package final class TextMeasure {
  private let pixels = PixelBuffer(width: 1, height: 1)
  private let context: CairoContext
  private let text: PangoText

  /// Creates a measurer with its own 1×1 surface.
  package init() throws(RenderError) {
    context = try CairoContext(surface: try CairoSurface(pixels: pixels))
    text = try PangoText(cairo: context.pointer)
  }

  /// The logical box of `style` relative to its position (first baseline at y = 0,
  /// alignment point at x = 0): x, y, width, height in pixels.
  package func box(_ style: TextStyle) throws(RenderError) -> (x: Double, y: Double, width: Double, height: Double) {
    let b = try text.prepare(style, on: context.pointer)
    return (b.x, b.y, b.width, b.height)
  }
}
