import ChainframeModel

/// Decodes a text layer's `text`, `font`, `align`, `lineHeight`, `letterSpacing`, `width`,
/// `fontFeatures` and `split`.
enum TextDecoder {
  static let fontKeys = ["family", "weight", "style", "size"]
  static let splitKeys = ["by", "stagger", "animations", "chain", "opacity", "position", "scale", "rotation"]
  /// Most pieces one split text may produce.
  static let maxPieces = 10_000

  static func decode(_ object: ObjectReader, context: DecodingContext) -> TextStyle? {
    guard let contentNode = object.required("text", "Hello"),
      let content = context.string(contentNode, object.childPath("text"))
    else { return nil }
    var style = TextStyle(content: content)
    if let n = object["align"],
      let v = context.choice(n, object.childPath("align"), TextStyle.Alignment.self, noun: "alignment")
    {
      style.align = v
    }
    if let n = object["lineHeight"], let v = context.number(n, object.childPath("lineHeight"), in: 0.1...10) {
      style.lineHeight = v
    }
    if let n = object["letterSpacing"], let v = context.number(n, object.childPath("letterSpacing"), in: -1000...1000) {
      style.letterSpacing = v
    }
    if let n = object["width"], let v = context.number(n, object.childPath("width"), in: 1...1e6) {
      style.wrapWidth = v
    }
    if let n = object["fontFeatures"] {
      style.fontFeatures = fontFeatures(n, object.childPath("fontFeatures"), context)
    }
    if let fontNode = object["font"],
      let font = ObjectReader(
        fontNode, path: object.childPath("font"), allowed: fontKeys, context: context, what: "a font")
    {
      if let n = font["family"], let v = context.string(n, font.childPath("family")) { style.family = v }
      if let n = font["size"], let v = context.number(n, font.childPath("size"), in: SceneLimits.fontSizeRange) {
        style.size = v
      }
      if let n = font["weight"] {
        if case .scalar(let t, _) = n.kind, ["normal", "bold"].contains(t) {
          style.weight = t == "bold" ? 700 : 400
        } else if let v = context.integer(n, font.childPath("weight"), in: 100...900) {
          style.weight = v
        }
      }
      if let n = font["style"], let v = context.string(n, font.childPath("style")) {
        if v == "italic" || v == "normal" {
          style.italic = v == "italic"
        } else {
          context.report(
            n, font.childPath("style"), "unknown font style \(UserText.quoted(v))", hint: "use normal or italic")
        }
      }
    }
    return style
  }

  /// Turns `layer` into a split text: one child per piece, each running the split's
  /// animations after its stagger delay.
  static func split(_ node: SceneNode, path: String, into layer: inout Layer, text: TextStyle, context: DecodingContext)
  {
    guard let object = ObjectReader(node, path: path, allowed: splitKeys, context: context, what: "a text split") else {
      return
    }
    guard
      let unit = object.required("by", "chars").flatMap({
        context.choice($0, object.childPath("by"), TextSplit.Unit.self, noun: "split unit")
      })
    else { return }
    let stagger =
      object["stagger"].flatMap { GroupDecoder.decodeStagger($0, path: object.childPath("stagger"), context: context) }
      ?? Stagger(delay: 0)
    var base = LayerState.default
    base.fill = layer.base.fill
    base.stroke = layer.base.stroke
    base.strokeWidth = layer.base.strokeWidth
    LayerDecoder.decodeTransform(object, into: &base, context: context)
    if object["position"] == nil { base.position = Vector2(0, 0) }
    let probe = Layer(id: layer.id, shape: .text, base: base)
    let animations = LayerDecoder.decodeAnimations(object, layer: probe, context: context)
    let chains =
      object["chain"].map { ChainDecoder.decode($0, path: object.childPath("chain"), context: context) } ?? []
    let split = TextSplit(unit: unit, animations: animations, chains: chains, base: base)
    let pieces = split.pieces(of: text.content)
    guard pieces.count <= maxPieces else {
      context.report(
        node, path, "splitting gives \(pieces.count) pieces, more than \(maxPieces)", hint: "split by words or lines")
      return
    }
    context.layerCount += pieces.count
    layer.children = pieces.enumerated().map { i, piece in
      var style = text
      style.piece = piece
      var child = Layer(
        id: "\(layer.id)/\(unit.rawValue)\(i)", shape: .text, base: split.base, animations: split.animations,
        chains: split.chains, text: style)
      child.style.stroke = layer.style.stroke
      child.delayAll(by: stagger.delay(ofChild: i, count: pieces.count))
      return child
    }
  }
}
