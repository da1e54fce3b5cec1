internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Text with gradient fills and strokes.
extension Painter {
  func drawText(_ box: PangoText.TextBox, paint: Paint, opacity: Double, _ pango: PangoText, _ cr: OpaquePointer) {
    let grouped = opacity < 1 && paint.hasFill && paint.hasStroke
    let alpha = grouped ? 1 : opacity
    withOpacity(opacity, grouped: grouped, cr) {
      // An outline under the letters (captions): the stroke first, the fill over it.
      let strokeFirst = paint.hasStroke && paint.strokeStyle.underFill
      if strokeFirst {
        pango.addPath(box, on: cr)
        setStroke(paint, opacity: alpha, cr)
        cairo_stroke(cr)
      }
      if paint.hasFill {
        setFill(paint, box: (box.x, box.y, box.width, box.height), opacity: alpha, cr)
        if paint.hasStroke {
          pango.addPath(box, on: cr)
          cairo_fill(cr)
        } else {
          pango.show(box, on: cr)
        }
      }
      if paint.hasStroke && !strokeFirst {
        pango.addPath(box, on: cr)
        setStroke(paint, opacity: alpha, cr)
        cairo_stroke(cr)
      }
    }
  }
}
