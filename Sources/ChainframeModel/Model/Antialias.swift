/// How shape edges are smoothed: the scene's `canvas.antialias`.
public enum Antialias: String, Sendable, Hashable, CaseIterable {
  /// Cairo's own anti-aliasing (the default; every existing scene renders as before).
  case standard
  /// Edges covered as web browsers' CPU rasterizer covers them (exact area over quarter-pixel
  /// rows, strokes no wider than a pixel drawn as faint one-pixel lines) and text drawn as
  /// Chromium draws it (glyphs snapped to whole pixels vertically by light hinting, placed at
  /// quarter-pixel x on whole-pixel baselines, coverage corrected by the text's luminance), so
  /// shapes and text match a page rendered by a browser. Set for imported Lottie files.
  case browser
}
