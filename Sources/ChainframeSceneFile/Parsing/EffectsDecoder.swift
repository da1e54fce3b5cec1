import ChainframeModel

/// Decodes `blend`, `blur`, `shadow`, `tint`, `tritone`, `levels`, `visible` and `mask`.
enum EffectsDecoder {
  static let shadowKeys = ["color", "offset", "blur", "local", "clip"]
  static let tintKeys = ["black", "white", "amount"]
  static let tritoneKeys = ["highlights", "midtones", "shadows"]
  static let levelsKeys = ["rgb", "red", "green", "blue", "alpha"]
  static let curveKeys = ["inputBlack", "inputWhite", "gamma", "outputBlack", "outputWhite"]
  /// Gamma of a levels curve: bounded so 1/gamma stays finite and meaningful.
  static let gammaRange = 0.01...10.0
  static let maskKeys = ["mode", "layers"]
  static let visibleKeys = ["from", "to"]
  /// Largest blur radius, pixels; bounded so a typo cannot make a frame take minutes.
  static let maxBlur = SceneLimits.blurRange.upperBound

  static func decode(_ object: ObjectReader, base: inout LayerState, style: inout LayerStyle, context: DecodingContext)
  {
    if let n = object["blend"], let v = context.choice(n, object.childPath("blend"), BlendMode.self, noun: "blend mode")
    {
      style.blend = v
    }
    if let n = object["blur"], let v = context.number(n, object.childPath("blur"), in: 0...maxBlur) { base.blur = v }
    if let n = object["tint"],
      let tint = ObjectReader(n, path: object.childPath("tint"), allowed: tintKeys, context: context, what: "a tint")
    {
      var value = Tint()
      if let c = tint["black"], let v = context.color(c, tint.childPath("black")) { value.black = v }
      if let c = tint["white"], let v = context.color(c, tint.childPath("white")) { value.white = v }
      if let c = tint["amount"], let v = context.number(c, tint.childPath("amount"), in: 0...1) { value.amount = v }
      style.tint = value
    }
    if let n = object["tritone"],
      let tritone = ObjectReader(
        n, path: object.childPath("tritone"), allowed: tritoneKeys, context: context, what: "a tritone")
    {
      var value = Tritone()
      if let c = tritone["highlights"], let v = context.color(c, tritone.childPath("highlights")) {
        value.highlights = v
      }
      if let c = tritone["midtones"], let v = context.color(c, tritone.childPath("midtones")) { value.midtones = v }
      if let c = tritone["shadows"], let v = context.color(c, tritone.childPath("shadows")) { value.shadows = v }
      style.tritone = value
    }
    if let n = object["levels"],
      let levels = ObjectReader(
        n, path: object.childPath("levels"), allowed: levelsKeys, context: context, what: "levels")
    {
      var value = Levels()
      func curve(_ key: String) -> Levels.Curve {
        var c = Levels.Curve()
        guard let node = levels[key],
          let reader = ObjectReader(
            node, path: levels.childPath(key), allowed: curveKeys, context: context, what: "a levels curve")
        else { return c }
        func read(_ name: String, _ range: ClosedRange<Double>) -> Double? {
          reader[name].flatMap { context.number($0, reader.childPath(name), in: range) }
        }
        if let v = read("inputBlack", 0...1) { c.inputBlack = v }
        if let v = read("inputWhite", 0...1) { c.inputWhite = v }
        if let v = read("gamma", gammaRange) { c.gamma = v }
        if let v = read("outputBlack", 0...1) { c.outputBlack = v }
        if let v = read("outputWhite", 0...1) { c.outputWhite = v }
        return c
      }
      value.rgb = curve("rgb")
      value.red = curve("red")
      value.green = curve("green")
      value.blue = curve("blue")
      value.alpha = curve("alpha")
      style.levels = value
    }
    if let n = object["shadow"], case .scalar(let text, _) = n.kind, text == "none" {
      style.shadow = nil  // `shadow: none`: no shadow, also where one is the default (captions)
    } else if let n = object["shadow"],
      let shadow = ObjectReader(
        n, path: object.childPath("shadow"), allowed: shadowKeys, context: context, what: "a shadow")
    {
      var value = Shadow()
      if let c = shadow["color"], let v = context.color(c, shadow.childPath("color")) { value.color = v }
      if let c = shadow["offset"],
        let v = context.pair(c, shadow.childPath("offset"), in: SceneLimits.shadowOffsetRange)
      {
        value.offset = v
      }
      if let c = shadow["blur"], let v = context.number(c, shadow.childPath("blur"), in: 0...maxBlur) { value.blur = v }
      if let c = shadow["local"], let v = context.bool(c, shadow.childPath("local")) { value.local = v }
      if let c = shadow["clip"], let v = context.bool(c, shadow.childPath("clip")) { value.clip = v }
      style.shadow = value
      // The starting values of the animatable `shadowColor`, `shadowOffset`, `shadowBlur`.
      base.shadowColor = value.color
      base.shadowOffset = value.offset
      base.shadowBlur = value.blur
    }
    if let n = object["visible"] {
      style.visible = decodeVisible(n, path: object.childPath("visible"), context: context)
    }
  }

  /// `visible: [start, end]` or `{from: start, to: end}`; either end may be omitted in the
  /// mapping form.
  static func decodeVisible(_ node: SceneNode, path: String, context: DecodingContext) -> TimeRange? {
    var start = 0.0
    var end = Double.infinity
    let limit = 0...SceneLimits.maxDuration
    switch node.kind {
    case .sequence:
      guard let pair = context.pair(node, path, in: limit) else { return nil }
      (start, end) = (pair.x, pair.y)
    case .mapping:
      guard let object = ObjectReader(node, path: path, allowed: visibleKeys, context: context, what: "a time range")
      else { return nil }
      if let n = object["from"], let v = context.number(n, object.childPath("from"), in: limit) { start = v }
      if let n = object["to"], let v = context.number(n, object.childPath("to"), in: limit) { end = v }
    case .scalar:
      context.report(
        node, path, "expected a time range, found \(node.summary)",
        hint: "write 'visible: [1, 3]' (seconds) or 'visible: {from: 1}'")
      return nil
    }
    guard start < end else {
      context.report(
        node, path,
        "the range ends (\(DecodingContext.format(end)) s) before it starts (\(DecodingContext.format(start)) s)",
        hint: "write [start, end] with start < end")
      return nil
    }
    return TimeRange(start: start, end: end)
  }

  static func decodeMask(
    _ node: SceneNode, path: String, owner: String, scope: LayerDecoder.Scope, context: DecodingContext
  ) -> Mask? {
    guard let object = ObjectReader(node, path: path, allowed: maskKeys, context: context, what: "a mask") else {
      return nil
    }
    var mode = Mask.Mode.alpha
    if let n = object["mode"], let v = context.choice(n, object.childPath("mode"), Mask.Mode.self, noun: "mask mode") {
      mode = v
    }
    guard let list = object.required("layers", "[{type: rect, size: [100, 100]}]") else { return nil }
    let layers = GroupDecoder.layers(
      list, path: object.childPath("layers"), idPrefix: "\(owner).mask", scope: scope, context: context)
    if layers.isEmpty, case .sequence(let items) = list.kind, items.isEmpty {
      context.report(
        list, object.childPath("layers"), "a mask needs at least one layer", hint: "remove the mask or add a layer")
    }
    return Mask(mode: mode, layers: layers)
  }
}
