import ChainframeModel

/// What a layer without `type` is. The documented default is `rect`: a layer whose keys all
/// belong to a rectangle draws one. A layer with keys a rectangle does not take (`text`, `src`,
/// `children`, …) is refused with the type those keys suggest, never drawn as a guess.
enum LayerTypeInference {
  /// `.rect` when every key of `entries` is a rectangle's; otherwise reports the missing
  /// `type` (naming the shape the keys fit) and returns nil.
  static func shape(
    of node: SceneNode, entries: [SceneNode.Entry], path: String, context: DecodingContext
  ) -> LayerShape? {
    let rectKeys = LayerDecoder.keyTable[.rect] ?? AllowedKeys(LayerDecoder.keys(for: .rect))
    let foreign = entries.map(\.key).filter { rectKeys.slotOf[$0] == nil }
    guard let firstForeign = foreign.first else { return .rect }
    let fitting = LayerShape.allCases.filter { shape in
      let keys = LayerDecoder.keyTable[shape] ?? AllowedKeys(LayerDecoder.keys(for: shape))
      return foreign.allSatisfy { keys.slotOf[$0] != nil }
    }
    guard let guess = fitting.first else {
      // No shape takes these keys: let the rect reader name the unknown ones.
      return .rect
    }
    context.report(
      node, "\(path).type",
      "missing 'type': a layer without one is a rect, but \(UserText.quoted(firstForeign)) is not a rect key",
      hint: "add 'type: \(guess.rawValue)'")
    return nil
  }
}
