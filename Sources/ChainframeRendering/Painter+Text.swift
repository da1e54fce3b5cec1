import CCairo
import ChainframeCore

/// Text with gradient fills and strokes.
extension Painter {
  func drawText(_ box: PangoText.TextBox, paint: Paint, opacity: Double, _ pango: PangoText, _ cr: OpaquePointer) throws(RenderError) {
    let grouped = opacity < 1 && paint.hasFill && paint.hasStroke
    if grouped { cairo_push_group(cr) }
    let alpha = grouped ? 1 : opacity
    if paint.hasFill {
      setFill(paint, box: (box.x, box.y, box.width, box.height), opacity: alpha, cr)
      if paint.hasStroke {
        pango.addPath(box, on: cr)
        cairo_fill(cr)
      } else {
        pango.show(box, on: cr)
      }
    }
    if paint.hasStroke {
      pango.addPath(box, on: cr)
      setStroke(paint, opacity: alpha, cr)
      cairo_stroke(cr)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
  }
}
