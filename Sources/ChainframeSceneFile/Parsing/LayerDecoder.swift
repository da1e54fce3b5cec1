import ChainframeModel

/// Decodes one entry of `layers:` (or of a group's `children:` or a mask's `layers:`).
enum LayerDecoder {
  static let commonKeys = [
    "type", "id", "position", "anchor", "scale", "rotation", "skew", "opacity", "blend", "mask", "shadow", "blur",
    "tint", "tritone", "levels", "visible", "animations", "chain", "motionBlur",
  ]
  static let paintKeys = ["fill", "stroke"]
  static let trimKeys = ["trimStart", "trimEnd", "trimOffset"]

  /// The keys a layer of `shape` accepts, in documentation order.
  static func keys(for shape: LayerShape) -> [String] {
    switch shape {
    case .rect: return commonKeys + ["size", "cornerRadius"] + paintKeys + trimKeys
    case .ellipse: return commonKeys + ["size"] + paintKeys + trimKeys
    case .polygon: return commonKeys + ["size", "radius", "sides", "roundness"] + paintKeys + trimKeys
    case .star:
      return commonKeys + ["size", "outerRadius", "innerRadius", "points", "roundness"] + paintKeys + trimKeys
    case .line: return commonKeys + ["from", "to", "stroke"] + trimKeys
    case .path: return commonKeys + ["d", "fillRule"] + paintKeys + trimKeys
    case .text:
      return commonKeys + [
        "text", "font", "align", "lineHeight", "letterSpacing", "width", "fontFeatures", "split", "animators",
        "characterAnchor", "anchorGrouping",
      ]
        + paintKeys
    case .image, .svg: return commonKeys + ["src", "size", "fit"]
    case .group: return commonKeys + ["children", "size", "stagger", "clip"]
    case .video: return commonKeys + ["src", "size", "fit", "start", "trim", "speed", "loop", "muted"]
    }
  }

  /// `keys(for:)` of every shape, as a list (hint order) and hashed, built once.
  static let keyTable: [LayerShape: AllowedKeys] = {
    var table: [LayerShape: AllowedKeys] = [:]
    for shape in LayerShape.allCases {
      table[shape] = AllowedKeys(keys(for: shape))
    }
    return table
  }()

  struct Scope {
    var assets: SceneAssets
    var depth: Int
    var defaultID: String
    /// Prepended to ids written in the file (a component's layers get `include-id/`).
    var idPrefix = ""
  }

  static func decode(_ node: SceneNode, path: String, scope: Scope, context: DecodingContext) -> Layer? {
    // Stop early once cancelled or over a work budget: the problem is already reported.
    if context.workExceeded || context.checkCancelled() { return nil }
    context.layerCount += 1
    if context.layerCount == SceneLimits.maxLayers + 1 {
      context.report(
        node, path, "more than \(SceneLimits.maxLayers) layers", hint: "split the scene into several renders")
    }
    if context.layerCount > SceneLimits.maxLayers { return nil }
    // Read the type first: it decides which keys are allowed.
    var shape = LayerShape.rect
    if case .mapping(let entries) = node.kind, let typeNode = entries.first(where: { $0.key == "type" })?.value {
      if case .scalar("include", _) = typeNode.kind {
        return IncludeDecoder.decode(node, path: path, scope: scope, context: context)
      }
      if case .scalar("lottie", _) = typeNode.kind {
        return LottieLayerDecoder.decode(node, path: path, scope: scope, context: context)
      }
      guard let known = context.choice(typeNode, "\(path).type", LayerShape.self, noun: "layer type") else {
        return nil
      }
      shape = known
    } else if case .mapping(let entries) = node.kind {
      // No type: a rect (the documented default) when the keys are a rect's.
      guard let inferred = LayerTypeInference.shape(of: node, entries: entries, path: path, context: context) else {
        return nil
      }
      shape = inferred
    }
    guard
      let object = ObjectReader(
        node, path: path, keys: keyTable[shape] ?? AllowedKeys(keys(for: shape)), context: context,
        what: "a \(shape.rawValue) layer")
    else { return nil }
    let id = registerID(object, node: node, path: path, scope: scope, context: context)

    var base = LayerState.default
    var style = LayerStyle()
    decodeTransform(object, into: &base, context: context)
    decodeShape(shape, object, base: &base, style: &style, scope: scope, context: context)
    PaintDecoder.decode(object, shape: shape, base: &base, style: &style, context: context)
    EffectsDecoder.decode(object, base: &base, style: &style, context: context)
    var layer = Layer(id: id, shape: shape, base: base, style: style)
    if shape == .text { layer.text = TextDecoder.decode(object, context: context) }
    decodeMotion(object, into: &layer, scope: scope, context: context)
    if shape == .group {
      GroupDecoder.decode(object, into: &layer, scope: scope, context: context)
    }
    if shape == .text, let splitNode = object["split"], let text = layer.text {
      TextDecoder.split(splitNode, path: object.childPath("split"), into: &layer, text: text, context: context)
    }
    for key in ["characterAnchor", "anchorGrouping"] where shape == .text && object["animators"] == nil {
      guard let n = object[key] else { continue }
      context.report(
        n, object.childPath(key), "\(key) is only used by text animators", hint: "add animators, or remove \(key)")
    }
    if shape == .text, let animatorsNode = object["animators"], let text = layer.text {
      if object["split"] != nil {
        context.report(
          animatorsNode, object.childPath("animators"), "a text layer cannot have both split and animators",
          hint: "animate pieces with one of them")
      } else {
        TextDecoder.animate(
          animatorsNode, path: object.childPath("animators"), anchor: object["characterAnchor"],
          anchorPath: object.childPath("characterAnchor"), grouping: object["anchorGrouping"],
          groupingPath: object.childPath("anchorGrouping"), into: &layer, text: text, context: context)
      }
    }
    WorkBudget.charge(layer, node: node, path: path, context: context)
    return layer
  }

  /// The layer's id (written, with the scope's prefix, or the default), checked for repeats.
  static func registerID(
    _ object: ObjectReader, node: SceneNode, path: String, scope: Scope, context: DecodingContext
  ) -> String {
    let written = object["id"].flatMap { context.string($0, object.childPath("id")) }
    let id = written.map { scope.idPrefix + $0 } ?? scope.defaultID
    if let first = context.layerIDs[id] {
      context.report(
        object["id"] ?? node, object.childPath("id"), "duplicate layer id \(UserText.quoted(id)) (also \(first))",
        hint: "give every layer a unique id")
    } else {
      context.layerIDs[id] = path
    }
    return id
  }

  static func decodeTransform(_ object: ObjectReader, into base: inout LayerState, context: DecodingContext) {
    if let n = object["position"], let v = context.pair(n, object.childPath("position"), in: SceneLimits.positionRange)
    {
      base.position = v
    }
    if let n = object["rotation"],
      let v = context.number(n, object.childPath("rotation"), in: SceneLimits.rotationRange)
    {
      base.rotation = v
    }
    if let n = object["opacity"], let v = context.number(n, object.childPath("opacity"), in: 0...1) { base.opacity = v }
    if let n = object["anchor"], let v = context.pair(n, object.childPath("anchor"), in: SceneLimits.anchorRange) {
      base.anchor = v
    }
    if let n = object["skew"], let v = context.pair(n, object.childPath("skew"), in: SceneLimits.skewRange) {
      base.skew = v
    }
    if let n = object["scale"] {
      // A number scales both axes; a pair scales each.
      if case .sequence = n.kind {
        if let v = context.pair(n, object.childPath("scale"), in: SceneLimits.scaleRange) { base.scale = v }
      } else if let v = context.number(n, object.childPath("scale"), in: SceneLimits.scaleRange) {
        base.scale = Vector2(v, v)
      }
    }
  }

  /// What moves or hides a layer, read the same way for every layer type: `animations`,
  /// `motionBlur`, `chain` and `mask` (after the base state, which animations start from).
  static func decodeMotion(_ object: ObjectReader, into layer: inout Layer, scope: Scope, context: DecodingContext) {
    layer.animations = decodeAnimations(object, layer: layer, context: context)
    layer.motionBlur = object["motionBlur"].flatMap {
      MotionBlurDecoder.decode($0, path: object.childPath("motionBlur"), context: context)
    }
    layer.chains =
      object["chain"].map { ChainDecoder.decode($0, path: object.childPath("chain"), context: context) } ?? []
    if let maskNode = object["mask"] {
      layer.mask = EffectsDecoder.decodeMask(
        maskNode, path: object.childPath("mask"), owner: layer.id, scope: scope, context: context)
    }
  }

  static func decodeAnimations(_ object: ObjectReader, layer: Layer, context: DecodingContext) -> [AnimationSpec] {
    guard let list = object["animations"] else { return [] }
    guard case .sequence(let items) = list.kind else {
      context.report(
        list, object.childPath("animations"), "expected a list of animations, found \(list.summary)",
        hint: "write '- {property: opacity, from: 0, to: 1, duration: 1}' items")
      return []
    }
    var animations: [AnimationSpec] = []
    for (i, item) in items.enumerated() {
      let path = "\(object.childPath("animations"))[\(i)]"
      guard let spec = AnimationDecoder.decode(item, path: path, context: context) else { continue }
      if spec.property.slots.upperBound > layer.base.slots.count {
        let stops = layer.base.gradientStopCount
        context.report(
          item, "\(path).property", "'\(spec.property.name)' needs a gradient with more stops; this layer has \(stops)",
          hint: stops == 0
            ? "give the layer a gradient fill: 'fill: {type: linear, stops: [\"#f00\", \"#00f\"]}'"
            : "use gradient.color0 … gradient.color\(stops - 1)")
        continue
      }
      animations.append(spec)
    }
    return animations
  }
}
