import CCairo
import ChainframeCore

/// Owns a Pango layout bound to one Cairo context, set up for reproducible glyphs: no hinting,
/// unhinted metrics and greyscale antialiasing, so the distribution's fontconfig settings do
/// not change the pixels.
final class PangoText {
  private let layout: OpaquePointer
  private let cairo: OpaquePointer
  /// Families already checked, so the fallback check runs once per family.
  private var verified: [String: Bool] = [:]

  init(cairo: OpaquePointer) throws(RenderError) {
    self.cairo = cairo
    guard let layout = pango_cairo_create_layout(cairo) else {
      throw .cairo(operation: "creating a text layout", status: "no memory")
    }
    self.layout = layout
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    pango_layout_context_changed(layout)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Draws `command` on the context (whose transform is already the layer's).
  func draw(_ style: TextStyle, color: Color, opacity: Double) throws(RenderError) {
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, style.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight)))
    pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
    try verify(style.family, description)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, style.content, -1)
    pango_layout_set_alignment(
      layout, style.align == .left ? PANGO_ALIGN_LEFT : style.align == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let width = Double(logical.width) / Double(PANGO_SCALE)
    let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * opacity)
    cairo_move_to(cairo, -width * style.align.fraction, -baseline)
    pango_cairo_update_layout(cairo, layout)
    pango_cairo_show_layout(cairo, layout)
  }

  /// Fails when fontconfig would substitute another family for `family`.
  private func verify(_ family: String, _ description: OpaquePointer?) throws(RenderError) {
    if let known = verified[family] {
      if !known { throw .missingFont(family: family, substitute: "another family") }
      return
    }
    let fontMap = pango_cairo_font_map_get_default()
    let context = pango_layout_get_context(layout)
    var resolved = "nothing"
    if let font = pango_font_map_load_font(fontMap, context, description) {
      let described = pango_font_describe(font)
      if let name = pango_font_description_get_family(described) { resolved = String(cString: name) }
      pango_font_description_free(described)
      g_object_unref(UnsafeMutableRawPointer(font))
    }
    let ok = resolved.lowercased() == family.lowercased()
    verified[family] = ok
    if !ok { throw .missingFont(family: family, substitute: resolved) }
  }
}
