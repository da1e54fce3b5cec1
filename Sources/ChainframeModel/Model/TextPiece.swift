/// One character, word or line of a split text layer: which characters it draws.
///
/// The piece's own transform is relative to the place those characters take in the whole
/// text's layout, so a piece at its base state sits exactly where the unsplit text would
/// draw it; its anchor is the centre of its own box.
public struct TextPiece: Sendable, Hashable {
  /// Offset of the first character, in UTF-8 bytes of the whole text (Pango's indexing).
  public var byteOffset: Int
  /// Length in UTF-8 bytes.
  public var byteLength: Int
  /// When set, the anchor's y is this many pixels below the character's baseline (After
  /// Effects' text animators turn and scale characters about their baseline) instead of the
  /// layer anchor's fraction of the piece's height. Default nil.
  package var baselineAnchor: Double?
  /// When set, the anchor's x is the layer anchor's fraction of this range's width (UTF-8
  /// bytes of the whole text: the piece's word or line), not of the piece's own: After
  /// Effects' anchor grouping by words or lines. Default nil.
  package var anchorGroup: Range<Int>?

  /// Creates a piece.
  public init(byteOffset: Int, byteLength: Int) {
    self.byteOffset = byteOffset
    self.byteLength = byteLength
  }
}
