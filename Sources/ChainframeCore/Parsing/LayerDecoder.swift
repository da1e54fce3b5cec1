/// Decodes one entry of `layers:`.
enum LayerDecoder {
  static let rectKeys = [
    "type", "id", "position", "size", "cornerRadius", "rotation", "opacity", "fill",
    "animations", "chain", "anchor", "scale",
  ]
  static let textKeys = ["type", "id", "position", "rotation", "opacity", "fill", "animations", "chain", "text", "font", "align", "scale"]
  static let fontKeys = ["family", "weight", "style", "size"]

  static func decode(_ node: SceneNode, path: String, index: Int, context: DecodingContext)
    -> Layer?
  {
    // Read the type first: it decides which keys are allowed.
    var shape = LayerShape.rect
    if case .mapping(let entries) = node.kind,
      let typeNode = entries.first(where: { $0.key == "type" })?.value
    {
      if let text = context.string(typeNode, "\(path).type") {
        if let known = LayerShape(rawValue: text) {
          shape = known
        } else {
          context.report(
            typeNode, "\(path).type", "unknown layer type '\(text)'",
            hint: Suggestion.hint(
              for: text, in: LayerShape.allCases.map(\.rawValue), noun: "layer types"))
          return nil
        }
      }
    }
    guard
      let object = ObjectReader(
        node, path: path, allowed: shape == .text ? textKeys : rectKeys, context: context,
        what: shape == .text ? "a text layer" : "a layer")
    else { return nil }
    _ = object.required("type", "rect")
    let id =
      object["id"].flatMap { context.string($0, object.childPath("id")) } ?? "layer\(index)"

    var base = LayerState.default
    if let n = object["position"], let v = context.pair(n, object.childPath("position")) {
      base.position = v
    }
    if let n = object["size"], let v = context.pair(n, object.childPath("size"), in: 0...1e6) {
      base.size = v
    }
    if let n = object["cornerRadius"],
      let v = context.number(n, object.childPath("cornerRadius"), in: 0...1e6)
    {
      base.cornerRadius = v
    }
    if let n = object["rotation"], let v = context.number(n, object.childPath("rotation")) {
      base.rotation = v
    }
    if let n = object["opacity"],
      let v = context.number(n, object.childPath("opacity"), in: 0...1)
    {
      base.opacity = v
    }
    if let n = object["fill"], let v = context.color(n, object.childPath("fill")) {
      base.fill = v
    }
    if let n = object["anchor"], let v = context.pair(n, object.childPath("anchor"), in: -10...10) {
      base.anchor = v
    }
    if let n = object["scale"] {
      // A number scales both axes; a pair scales each.
      if case .sequence = n.kind {
        if let v = context.pair(n, object.childPath("scale")) { base.scale = v }
      } else if let v = context.number(n, object.childPath("scale")) {
        base.scale = Vector2(v, v)
      }
    }

    var animations: [AnimationSpec] = []
    if let list = object["animations"] {
      if case .sequence(let items) = list.kind {
        for (i, item) in items.enumerated() {
          if let spec = AnimationDecoder.decode(
            item, path: "\(object.childPath("animations"))[\(i)]", context: context)
          {
            animations.append(spec)
          }
        }
      } else {
        context.report(
          list, object.childPath("animations"),
          "expected a list of animations, found \(list.summary)",
          hint: "write '- {property: opacity, from: 0, to: 1, duration: 1}' items")
      }
    }
    var text: TextStyle?
    if shape == .text {
      text = decodeText(object, context: context)
    }
    let chains = object["chain"].map { ChainDecoder.decode($0, path: object.childPath("chain"), context: context) } ?? []
    return Layer(id: id, shape: shape, base: base, animations: animations, chains: chains, text: text)
  }

  static func decodeText(_ object: ObjectReader, context: DecodingContext) -> TextStyle? {
    guard let contentNode = object.required("text", "Hello"), let content = context.string(contentNode, object.childPath("text"))
    else { return nil }
    var style = TextStyle(content: content)
    if let alignNode = object["align"], let text = context.string(alignNode, object.childPath("align")) {
      if let align = TextStyle.Alignment(rawValue: text) {
        style.align = align
      } else {
        context.report(alignNode, object.childPath("align"), "unknown alignment '\(text)'",
          hint: Suggestion.hint(for: text, in: TextStyle.Alignment.allCases.map(\.rawValue), noun: "alignments"))
      }
    }
    if let fontNode = object["font"],
      let font = ObjectReader(fontNode, path: object.childPath("font"), allowed: fontKeys, context: context, what: "a font")
    {
      if let n = font["family"], let v = context.string(n, font.childPath("family")) { style.family = v }
      if let n = font["size"], let v = context.number(n, font.childPath("size"), in: 0.1...10000) { style.size = v }
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
          context.report(n, font.childPath("style"), "unknown font style '\(v)'", hint: "use normal or italic")
        }
      }
    }
    return style
  }
}
