/// Where Chromium puts a glyph's origin on the device when it draws text through an
/// axis-aligned transform: Skia on Linux positions glyphs at quarter-pixel steps along x
/// (its subpixel glyph cache, rounding to the nearest step) and rounds the baseline to whole
/// pixels, so lightly hinted outlines keep their vertical snapping. Cairo 1.16's image backend
/// instead rounds each glyph's origin to a whole pixel along both axes.
enum GlyphSnap {
  /// Subpixel steps per device pixel along x (Skia's `kSubpixelRounding` grid: 4).
  static let stepsPerPixel = 4.0

  /// The device position where a glyph whose exact origin is (`x`, `y`) device pixels is
  /// drawn: x to the nearest quarter pixel, y to the nearest whole pixel (halves round up,
  /// as Skia adds half a step and truncates).
  static func origin(x: Double, y: Double) -> (x: Double, y: Double) {
    ((x * stepsPerPixel + 0.5).rounded(.down) / stepsPerPixel, (y + 0.5).rounded(.down))
  }
}
