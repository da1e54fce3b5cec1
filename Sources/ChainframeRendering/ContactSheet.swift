internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Lays frames out in a grid with a caption under each: a contact sheet for people who would
/// rather look at an animation than read its numbers.
package enum ContactSheet {
  /// Space around and between cells, pixels.
  static let gap = 8.0
  /// Caption band height, pixels.
  static let captionHeight = 18.0

  /// Composes `frames` (all the same size) into one image, `columns` per row, each scaled
  /// to `cellWidth` pixels wide. Transparent frames show on a checkerboard.
  package static func compose(
    _ frames: [(pixels: PixelBuffer, caption: String)], columns: Int, cellWidth: Int
  ) throws(RenderError) -> PixelBuffer {
    precondition(!frames.isEmpty && columns > 0 && cellWidth > 0)
    let first = frames[0].pixels
    let scale = Double(cellWidth) / Double(first.width)
    let cellHeight = (Double(first.height) * scale).rounded()
    let cols = min(columns, frames.count)
    let rows = (frames.count + cols - 1) / cols
    let width = Int(gap + Double(cols) * (Double(cellWidth) + gap))
    let height = Int(gap + Double(rows) * (cellHeight + captionHeight + gap))
    let sheet = PixelBuffer(width: width, height: height)
    let surface = try CairoSurface(pixels: sheet)
    let context = try CairoContext(surface: surface)
    let cr = context.pointer
    cairo_set_source_rgb(cr, 0.12, 0.12, 0.14)
    cairo_paint(cr)
    let text = try PangoText(cairo: cr)
    for (i, frame) in frames.enumerated() {
      let x = gap + Double(i % cols) * (Double(cellWidth) + gap)
      let y = gap + Double(i / cols) * (cellHeight + captionHeight + gap)
      checkerboard(cr, x: x, y: y, width: Double(cellWidth), height: cellHeight)
      let image = try CairoSurface(pixels: frame.pixels)
      cairo_save(cr)
      cairo_rectangle(cr, x, y, Double(cellWidth), cellHeight)
      cairo_clip(cr)
      cairo_translate(cr, x, y)
      cairo_scale(cr, scale, scale)
      cairo_set_source_surface(cr, image.pointer, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
      cairo_restore(cr)
      cairo_save(cr)
      cairo_translate(cr, x + Double(cellWidth) / 2, y + cellHeight + captionHeight - 5)
      let style = TextStyle(content: frame.caption, size: 12, align: .center)
      let box = try text.prepare(style, on: cr)
      cairo_set_source_rgb(cr, 0.85, 0.85, 0.88)
      text.show(box, on: cr)
      cairo_restore(cr)
    }
    try context.check("composing a contact sheet")
    cairo_surface_flush(surface.pointer)
    return sheet
  }

  private static func checkerboard(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
    let square = 8.0
    cairo_save(cr)
    cairo_rectangle(cr, x, y, width, height)
    cairo_clip(cr)
    cairo_set_source_rgb(cr, 0.4, 0.4, 0.4)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.6, 0.6, 0.6)
    var row = 0
    var yy = y
    while yy < y + height {
      var xx = x + (row % 2 == 0 ? 0 : square)
      while xx < x + width {
        cairo_rectangle(cr, xx, yy, square, square)
        xx += 2 * square
      }
      yy += square
      row += 1
    }
    cairo_fill(cr)
    cairo_restore(cr)
  }
}
