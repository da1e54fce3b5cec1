internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Owns a Pango layout set up for reproducible glyphs: no hinting, unhinted metrics, unrounded
/// glyph positions and greyscale antialiasing, so the distribution's fontconfig settings do not change the
/// pixels. One instance draws on any Cairo context of its thread.
final class PangoText {
  /// The layout (read by the glyph-by-glyph drawing in `PangoText+Snapped.swift`).
  let layout: OpaquePointer
  /// Families already checked, so the fallback check runs once per family.
  private var verified: [String: Bool] = [:]
  /// Styles whose every character their family draws itself.
  private var covered: Set<TextStyle> = []
  /// The style the layout holds now.
  private var configured: TextStyle?
  /// The ``FontRegistry/generation`` this thread's font map last saw.
  private var fontGeneration = -1
  /// Where each split piece sits in its whole text, by whole-text style.
  private var slots: [TextStyle: [TextPiece: TextBox]] = [:]
  /// What the layout was last updated to: see ``update(_:)``.
  private var updated = LayoutUpdateKey()

  /// A rectangle in layout coordinates relative to the text's position, pixels.
  struct TextBox: Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// Distance from the box's top to its line's baseline, pixels (set for pieces only).
    var baseline = 0.0
    /// For a piece anchored on its word or line: that group's left edge and width, pixels.
    var groupX: Double?, groupWidth: Double?
  }

  /// `slightHinting`: glyph outlines snapped to whole pixels vertically (FreeType's light
  /// hinting), as Chromium draws text, for canvases whose `antialias` is `browser`; metrics and
  /// positions stay unhinted either way, so the layout is the same.
  init(cairo: OpaquePointer, slightHinting: Bool = false) throws(RenderError) {
    guard let layout = pango_cairo_create_layout(cairo) else {
      throw .cairo(operation: "creating a text layout", status: "no memory")
    }
    self.layout = layout
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, slightHinting ? CAIRO_HINT_STYLE_SLIGHT : CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    // Pango ≥ 1.44 rounds glyph positions to whole pixels by default: text would advance in
    // pixel steps and shimmer while it moves or scales. Keep the font's exact advances.
    pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
    pango_layout_context_changed(layout)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Matches the layout to `cr` (`pango_cairo_update_layout`) unless the inputs of that update
  /// — the target's font options and the linear part of the transform — are the ones of the
  /// last update. Pango marks the layout changed on every update, even an identical one, and
  /// then itemizes and shapes the text again: for text whose layer only moves or fades, that
  /// was a full re-layout every frame. Skipping an identical update leaves the context exactly
  /// as the update would (the same matrix and options), so the glyphs and pixels are the same.
  private func update(_ cr: OpaquePointer) {
    if updated.matches(cr) { return }
    pango_cairo_update_layout(cr, layout)
    updated.record(cr)
  }

  /// Lays `style` out on `cr` (whose transform is already the layer's) and returns the
  /// box of the text relative to the position: the first baseline is at y = 0 and the
  /// alignment point at x = 0. A piece returns its own box, placed where it sits in the
  /// whole text.
  func prepare(_ style: TextStyle, on cr: OpaquePointer) throws(RenderError) -> TextBox {
    update(cr)
    if let piece = style.piece {
      var whole = style
      whole.piece = nil
      let slot = try slot(of: piece, in: whole, cr: cr)
      try configure(Self.alone(piece, of: whole))
      return slot
    }
    try configure(style)
    return box(for: style)
  }

  /// Draws the prepared layout with its top-left corner at the box's corner.
  func addPath(_ box: TextBox, on cr: OpaquePointer) {
    cairo_move_to(cr, box.x, box.y)
    pango_cairo_layout_path(cr, layout)
  }

  /// Shows the prepared layout filled with the current source.
  func show(_ box: TextBox, on cr: OpaquePointer) {
    cairo_move_to(cr, box.x, box.y)
    pango_cairo_show_layout(cr, layout)
  }

  private func box(for style: TextStyle) -> TextBox {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    let width = style.wrapWidth ?? Double(logical.width) / scale
    let baseline = Double(pango_layout_get_baseline(layout)) / scale
    return TextBox(x: -width * style.align.fraction, y: -baseline, width: width, height: Double(logical.height) / scale)
  }

  private func slot(of piece: TextPiece, in whole: TextStyle, cr: OpaquePointer) throws(RenderError) -> TextBox {
    if let known = slots[whole]?[piece] { return known }
    try configure(whole)
    let origin = box(for: whole)
    let scale = Double(PANGO_SCALE)
    var first = PangoRectangle()
    pango_layout_index_to_pos(layout, Int32(piece.byteOffset), &first)
    let line = Self.line(of: piece.byteOffset, layout)
    let lineBaseline = line?.baseline ?? Double(first.y)
    // Pango's letter spacing puts its left share before every cluster but a line's first;
    // the piece set alone has none, so it starts that share later than its logical box.
    let spacing = (line?.isFirst ?? true) ? 0 : Self.leftSpacing(whole.letterSpacing)
    var groupX: Double?
    var groupWidth: Double?
    if let group = piece.anchorGroup, !group.isEmpty {
      // The word or line the piece turns and scales about, placed and measured as the piece is.
      var at = PangoRectangle()
      pango_layout_index_to_pos(layout, Int32(group.lowerBound), &at)
      let shift = (Self.line(of: group.lowerBound, layout)?.isFirst ?? true) ? 0 : Self.leftSpacing(whole.letterSpacing)
      try configure(Self.alone(TextPiece(byteOffset: group.lowerBound, byteLength: group.count), of: whole))
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      groupX = origin.x + (Double(at.x) + shift) / scale
      groupWidth = Double(logical.width) / scale
    }
    // The piece's width is that of the piece set alone, so it draws the same glyphs.
    try configure(Self.alone(piece, of: whole))
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    // The piece set alone sits with its baseline on its line's (line heights put their
    // leading differently in a one-line layout).
    let aloneBaseline = Double(pango_layout_get_baseline(layout))
    let top = line == nil ? Double(first.y) : lineBaseline - aloneBaseline
    let slot = TextBox(
      x: origin.x + (Double(first.x) + spacing) / scale, y: origin.y + top / scale,
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      baseline: (lineBaseline - top) / scale, groupX: groupX, groupWidth: groupWidth)
    if slots.count > 64 { slots.removeAll() }
    slots[whole, default: [:]][piece] = slot
    return slot
  }

  /// The line holding byte `index`: its baseline (Pango units from the layout's top) and
  /// whether the byte starts it.
  private static func line(of index: Int, _ layout: OpaquePointer) -> (baseline: Double, isFirst: Bool)? {
    var line: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(layout, Int32(index), 0, &line, &x)
    guard let iter = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iter) }
    var n: Int32 = 0
    while n < line, pango_layout_iter_next_line(iter) != 0 { n += 1 }
    return (Double(pango_layout_iter_get_baseline(iter)), x == 0)
  }

  /// The share of `letterSpacing` (pixels) Pango puts before a cluster, Pango units, as
  /// `pango_glyph_item_letter_space` computes it (half, whole pixels when the spacing is).
  static func leftSpacing(_ letterSpacing: Double) -> Double {
    let spacing = Int32((letterSpacing * Double(PANGO_SCALE)).rounded())
    var left = spacing / 2
    if spacing & (Int32(PANGO_SCALE) - 1) == 0 { left = (left + Int32(PANGO_SCALE) / 2) & ~(Int32(PANGO_SCALE) - 1) }
    return Double(left)
  }

  /// The style that draws only `piece`, set on its own.
  private static func alone(_ piece: TextPiece, of whole: TextStyle) -> TextStyle {
    let bytes = Array(whole.content.utf8)
    let end = min(piece.byteOffset + piece.byteLength, bytes.count)
    var single = whole
    single.content = String(decoding: bytes[min(piece.byteOffset, end)..<end], as: UTF8.self)
    single.wrapWidth = nil
    single.align = .left
    return single
  }

  private func configure(_ style: TextStyle) throws(RenderError) {
    let generation = FontRegistry.generation
    if generation != fontGeneration {
      // Fonts were registered since this layout last looked: refresh and re-check families.
      if generation > 0 { FontRegistry.refreshThisThread() }
      pango_layout_context_changed(layout)
      verified.removeAll()
      covered.removeAll()
      slots.removeAll()
      configured = nil
      fontGeneration = generation
    }
    // Static text is drawn every frame: an unchanged layout needs no new font, attributes or
    // shaping (its checks already passed).
    if style == configured { return }
    configured = nil
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, style.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight)))
    pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
    try verify(style.family, description)
    pango_layout_set_font_description(layout, description)
    let attributes = pango_attr_list_new()
    defer { pango_attr_list_unref(attributes) }
    if style.letterSpacing != 0 {
      pango_attr_list_insert(
        attributes, pango_attr_letter_spacing_new(Int32((style.letterSpacing * Double(PANGO_SCALE)).rounded())))
    }
    if !style.fontFeatures.isEmpty {
      pango_attr_list_insert(attributes, pango_attr_font_features_new(style.fontFeatures.joined(separator: ",")))
    }
    if let lineHeight = style.lineHeight {
      pango_attr_list_insert(
        attributes,
        pango_attr_line_height_new_absolute(Int32((lineHeight * style.size * Double(PANGO_SCALE)).rounded())))
    }
    pango_layout_set_attributes(layout, attributes)
    if let width = style.wrapWidth {
      pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded()))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
    pango_layout_set_text(layout, style.content, -1)
    pango_layout_set_alignment(
      layout, style.align == .left ? PANGO_ALIGN_LEFT : style.align == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT)
    let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
    if unknown > 0 { throw .missingGlyphs(family: style.family, text: style.content, count: unknown) }
    try checkCoverage(style)
    configured = style
  }

  /// Fails when fontconfig drew some characters with another family (its silent fallback
  /// for glyphs the requested font lacks). Checked once per family and text.
  private func checkCoverage(_ style: TextStyle) throws(RenderError) {
    if covered.contains(style) { return }
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    var foreign = 0
    var substitute = ""
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
        let font = item.pointee.analysis.font
      {
        let described = pango_font_describe(font)
        let family = pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
        pango_font_description_free(described)
        if family.lowercased() != style.family.lowercased() {
          foreign += Int(item.pointee.num_chars)
          substitute = family
        }
      }
    } while pango_layout_iter_next_run(iter) != 0
    if foreign > 0 {
      throw .missingGlyphs(
        family: style.family, text: style.content + " (drawn with '\(substitute)' instead)", count: foreign)
    }
    if covered.count > 4096 { covered.removeAll() }
    covered.insert(style)
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
