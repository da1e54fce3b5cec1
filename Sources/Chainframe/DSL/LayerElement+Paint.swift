extension LayerElement {
  /// Fills the outline or text with a solid colour. Default white (transparent when only a
  /// stroke is given).
  public func fill(_ color: SceneColor) -> Self { setText("fill", .string(color.text)) }

  /// Fills the outline or text with a gradient.
  public func fill(_ gradient: GradientFill) -> Self { setText("fill", gradient.sceneText) }

  /// Strokes the outline with a 1 px line of `color`.
  public func stroke(_ color: SceneColor) -> Self { setText("stroke", .string(color.text)) }

  /// Strokes the outline.
  ///
  /// - Parameters:
  ///   - color: the line's colour.
  ///   - width: line width, pixels (0…10,000). Default 1.
  ///   - dash: dash and gap lengths, pixels; nil is solid.
  ///   - dashOffset: offset into the dash pattern, pixels. Default 0.
  ///   - cap: line ends. Default butt.
  ///   - join: corners. Default miter.
  ///   - miterLimit: longest miter as a multiple of the width. Default 4.
  ///   - under: draw the stroke under the fill (an outline, as subtitles have). Default false.
  public func stroke(
    _ color: SceneColor, width: Double? = nil, dash: [Double]? = nil, dashOffset: Double? = nil,
    cap: LineCap? = nil, join: LineJoin? = nil, miterLimit: Double? = nil, under: Bool? = nil
  ) -> Self {
    var entries: [(SceneKey, SceneText)] = [("color", .string(color.text))]
    if let width { entries.append(("width", .number(width))) }
    if let dash { entries.append(("dash", .numbers(dash))) }
    if let dashOffset { entries.append(("dashOffset", .number(dashOffset))) }
    if let cap { entries.append(("cap", .string(cap.rawValue))) }
    if let join { entries.append(("join", .string(join.rawValue))) }
    if let miterLimit { entries.append(("miterLimit", .number(miterLimit))) }
    if let under { entries.append(("under", .bool(under))) }
    return setText("stroke", .map(entries))
  }

  /// The visible part of the outline, for draw-on effects: `start` and `end` in 0…1 (defaults
  /// 0 and 1) and `offset` in path lengths (default 0, wraps).
  public func trim(start: Double? = nil, end: Double? = nil, offset: Double? = nil) -> Self {
    var copy = self
    if let start { copy.node["trimStart"] = .number(start) }
    if let end { copy.node["trimEnd"] = .number(end) }
    if let offset { copy.node["trimOffset"] = .number(offset) }
    return copy
  }
}
