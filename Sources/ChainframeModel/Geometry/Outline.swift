/// The outline of a shape layer at one frame.
package struct Outline: Sendable, Hashable {
  /// Which outline (rect, ellipse, polygon, star, line or path).
  package var shape: LayerShape
  /// Its fixed parameters.
  package var geometry: ShapeGeometry
  /// Corner radius at this frame, pixels (rects; scaled by the per-corner ratios).
  package var cornerRadius: Double
  /// Inside rule.
  package var fillRule: FillRule
  /// Visible part of the outline's length, 0…1, for draw-on effects.
  package var trimStart: Double
  /// End of the visible part, 0…1.
  package var trimEnd: Double
  /// Shift of the visible part, in lengths (wraps).
  package var trimOffset: Double

  /// Creates an outline.
  package init(
    shape: LayerShape, geometry: ShapeGeometry, cornerRadius: Double = 0, fillRule: FillRule = .nonZero,
    trimStart: Double = 0, trimEnd: Double = 1, trimOffset: Double = 0
  ) {
    precondition(shape.isOutline, "\(shape) has no outline")
    self.shape = shape
    self.geometry = geometry
    self.cornerRadius = cornerRadius
    self.fillRule = fillRule
    self.trimStart = trimStart
    self.trimEnd = trimEnd
    self.trimOffset = trimOffset
  }

  /// Whether trimming hides part of the outline (the offset alone never does).
  package var isTrimmed: Bool { min(trimStart, trimEnd) > 0 || max(trimStart, trimEnd) < 1 }

  /// Whether trimming changes the path: it hides part of it, or an offset that is not a
  /// whole turn moves where the whole outline starts (so where its dashes and caps start).
  package var trimChangesPath: Bool { isTrimmed || trimOffset != trimOffset.rounded(.down) }
}
