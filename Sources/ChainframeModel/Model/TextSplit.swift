/// Splits a text layer into pieces that animate on their own: the typewriter and the
/// staggered word reveal.
public struct TextSplit: Sendable {
  /// What a piece is.
  public var unit: Unit
  /// Animations every piece runs (before its stagger delay).
  public var animations: [AnimationSpec]
  /// Chains every piece runs (before its stagger delay).
  public var chains: [Chain]
  /// The state every piece starts from: only its transform, opacity and fill are used.
  public var base: LayerState

  /// The unit of splitting.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Every character that is not white space.
    case chars
    /// Every run of characters between white space.
    case words
    /// Every line (split at `\\n`).
    case lines
  }

  /// Creates a split.
  public init(unit: Unit, animations: [AnimationSpec] = [], chains: [Chain] = [], base: LayerState = .default) {
    self.unit = unit
    self.animations = animations
    self.chains = chains
    self.base = base
  }

  /// The pieces of `text`, in reading order, as UTF-8 byte ranges.
  public func pieces(of text: String) -> [TextPiece] {
    var result: [TextPiece] = []
    let bytes = Array(text.utf8)
    switch unit {
    case .chars:
      var offset = 0
      for character in text {
        let length = character.utf8.count
        if !character.isWhitespace { result.append(TextPiece(byteOffset: offset, byteLength: length)) }
        offset += length
      }
    case .words, .lines:
      let breaks: Set<UInt8> = unit == .lines ? [0x0A] : [0x20, 0x0A, 0x09, 0x0D]
      let isBreak = { (b: UInt8) -> Bool in breaks.contains(b) }
      var start: Int?
      for (i, b) in bytes.enumerated() {
        if isBreak(b) {
          if let s = start { result.append(TextPiece(byteOffset: s, byteLength: i - s)) }
          start = nil
        } else if start == nil {
          start = i
        }
      }
      if let s = start { result.append(TextPiece(byteOffset: s, byteLength: bytes.count - s)) }
    }
    return result
  }
}
