/// A layer that sets text: ``Text`` and the caption style of ``SceneDocument/captions(file:style:)``.
public protocol TextElement: LayerElement {}

extension TextElement {
  /// The font: family, size, weight and style.
  public func font(_ font: Font) -> Self { setText("font", font.sceneText) }

  /// Horizontal alignment of every line about the position. Default left.
  public func align(_ alignment: TextStyle.Alignment) -> Self { setText("align", .string(alignment.rawValue)) }

  /// Distance between baselines as a multiple of the font size (0.1…10); default the font's
  /// own line spacing.
  public func lineHeight(_ multiple: Double) -> Self { setText("lineHeight", .number(multiple)) }

  /// Extra space between characters, pixels (may be negative). Default 0.
  public func letterSpacing(_ pixels: Double) -> Self { setText("letterSpacing", .number(pixels)) }
  /// OpenType features on or off in HarfBuzz's syntax, for example `["-kern", "-liga"]`; at
  /// most 32. Default none (the font's defaults).
  public func fontFeatures(_ features: [String]) -> Self {
    setText("fontFeatures", .list(features.map { .string($0) }))
  }

  /// Wraps lines at word boundaries inside `width` pixels. Default: no wrapping.
  public func wrap(width: Double) -> Self { setText("width", .number(width)) }
}
