/// A text layer (`type: text`): its first baseline sits on the position's y.
public struct Text: TextElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates text (`\n` starts a new line).
  ///
  /// - Parameters:
  ///   - content: the text.
  ///   - id: unique layer id; default `layer<index>`.
  ///   - font: the font; default DejaVu Sans, 400, 32 px.
  ///   - align: alignment about the position; default left.
  ///   - fill: text colour; default white.
  public init(
    _ content: String, id: String? = nil, font: Font? = nil, align: TextStyle.Alignment? = nil,
    fill: SceneColor? = nil
  ) {
    node = LayerNode(type: "text", id: id)
    node["text"] = .string(content)
    if let font { node["font"] = font.sceneText }
    if let align { node["align"] = .string(align.rawValue) }
    if let fill { node["fill"] = .string(fill.text) }
  }

  /// Cuts the text into pieces (`by` characters, words or lines) that each run what `piece`
  /// sets (opacity, position, scale, rotation, animations, chain) after a delay of `stagger`
  /// seconds per piece; a piece's transform is relative to where it sits in the whole text.
  public func split(
    by unit: TextSplit.Unit, stagger: Double? = nil, _ piece: (SplitPiece) -> SplitPiece = { $0 }
  ) -> Text {
    var entries: [(SceneKey, SceneText)] = [("by", .string(unit.rawValue))]
    if let stagger { entries.append(("stagger", .number(stagger))) }
    entries += piece(SplitPiece()).node.entries.map { (SceneKey(rawValue: $0.key), $0.value) }
    return setText("split", .map(entries))
  }
}
