/// Set Matte (ty 28) as lottie-web's svg renderer draws it (SVGMatte3Effect): the layer whose
/// `ind` is the effect's first value becomes an alpha matte of the layer carrying the effect
/// (its channel, invert and stretch options are not read), and that matte layer is still drawn
/// where it is unless hidden (`hd`: lottie-web never puts a hidden layer in the document, so
/// its `<use>` of it goes nowhere). A Set Matte replaces a track matte (`tt`) on the same
/// layer: lottie-web sets it last.
extension LottieTranslator {
  /// The `ind` named by the layer's Set Matte effect (the first one), if any.
  static func setMatteIndex(_ layer: LottieJSON) -> Int? {
    for effect in layer["ef"]?.array ?? [] where effect.int("ty") == 28 {
      guard let first = effect["ef"]?.array.first, let value = LottieProperty(first["v"])?.initial.first,
        value.isFinite, abs(value) < 1e9
      else { return nil }
      return Int(value.rounded())
    }
    return nil
  }

  /// `node` under an alpha matte of the layer `ind` names; `node` itself (reported) when no
  /// layer of the composition has that `ind`.
  mutating func setMatte(
    _ node: SceneText, layer: LottieJSON, ind: Int, byIndex: [Int: LottieJSON]
  ) -> SceneText {
    guard let source = byIndex[ind] else {
      report(layer["ef"], "Set Matte effect naming a missing layer (ind \(ind))", "drawn unmatted")
      return node
    }
    let matteNode = drawnLayer(source, byIndex: byIndex) ?? group([])
    var entries: [(SceneKey, SceneText)] = [
      (.type, .string("group")), (.id, .string(makeId(nil, fallback: "matte"))), (.children, .list([node])),
      (.mask, .map([(.mode, .string("alpha")), (.layers, .list([matteNode]))])),
    ]
    if let blend = Self.blendModes[layer.int("bm") ?? 0], blend != "normal" { entries.append((.blend, .string(blend))) }
    return .map(entries)
  }
}
