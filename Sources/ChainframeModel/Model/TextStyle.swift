/// What a text layer says and how it is set.
public struct TextStyle: Sendable, Hashable {
  /// The text; `\n` starts a new line.
  public var content: String
  /// Font family, for example `DejaVu Sans`. Must resolve to that family: a missing font is an
  /// error, never a silent fallback.
  public var family: String
  /// Weight 100…900 (400 normal, 700 bold). Default 400.
  public var weight: Int
  /// Italic. Default false.
  public var italic: Bool
  /// Font size in pixels, > 0. Default 32.
  public var size: Double
  /// Horizontal alignment of every line about the layer's position.
  public var align: Alignment
  /// Distance between baselines as a multiple of the font size; nil uses the font's own
  /// line spacing. Range 0.1…10.
  public var lineHeight: Double?
  /// Extra space between characters, pixels (may be negative). Default 0.
  public var letterSpacing: Double
  /// Wrap lines at word boundaries to this width in pixels; nil never wraps.
  public var wrapWidth: Double?
  /// OpenType features switched on or off, in HarfBuzz's syntax (`-kern` sets no kerning,
  /// `-liga` no ligatures, `+smcp` or `smcp=1` small capitals). At most 32. Default none:
  /// the font's own defaults (kerning and standard ligatures on).
  public var fontFeatures: [String] = []
  /// When set, this layer is one piece of a split text: it draws only the characters in
  /// `piece`, at the place they take in the whole text's layout.
  public var piece: TextPiece?

  /// Horizontal alignment.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// Lines start at the position.
    case left
    /// Lines are centred on the position.
    case center
    /// Lines end at the position.
    case right

    /// The fraction of a line's width that lies left of the position.
    public var fraction: Double {
      switch self {
      case .left: return 0
      case .center: return 0.5
      case .right: return 1
      }
    }
  }

  /// Creates a text style; the defaults are DejaVu Sans, 400, 32 px, left.
  public init(
    content: String, family: String = "DejaVu Sans", weight: Int = 400, italic: Bool = false, size: Double = 32,
    align: Alignment = .left
  ) {
    self.content = content
    self.family = family
    self.weight = weight
    self.italic = italic
    self.size = size
    self.align = align
    self.lineHeight = nil
    self.letterSpacing = 0
    self.wrapWidth = nil
    self.piece = nil
  }
}
