import ChainframeModel

/// Decodes `fill` (a colour or a gradient), `stroke` (a colour or a mapping) and trim keys.
enum PaintDecoder {
  static let strokeKeys = ["color", "width", "dash", "dashOffset", "cap", "join", "miterLimit", "under"]
  static let gradientKeys = ["type", "stops", "from", "to", "center", "radius", "focus"]
  static let stopKeys = ["offset", "color"]

  static func decode(
    _ object: ObjectReader, shape: LayerShape, base: inout LayerState, style: inout LayerStyle, context: DecodingContext
  ) {
    if let n = object["fill"] {
      if case .mapping = n.kind {
        decodeGradient(n, path: object.childPath("fill"), base: &base, style: &style, context: context)
      } else if let v = context.color(n, object.childPath("fill")) {
        base.fill = v
      }
    }
    if let n = object["stroke"] {
      decodeStroke(n, path: object.childPath("stroke"), base: &base, style: &style, context: context)
      // A shape given only a stroke is an outline, as in drawing tools; without either it
      // keeps the white default fill so it is visible.
      if object["fill"] == nil && shape.isOutline { base.fill = .transparent }
    }
    for (key, property) in [("trimStart", AnimatableProperty.trimStart), ("trimEnd", .trimEnd)] {
      if let n = object[key], let v = context.number(n, object.childPath(key), in: 0...1) { base[property] = [v] }
    }
    if let n = object["trimOffset"], let v = context.number(n, object.childPath("trimOffset"), in: -1e6...1e6) {
      base.trimOffset = v
    }
  }

  static func decodeStroke(
    _ node: SceneNode, path: String, base: inout LayerState, style: inout LayerStyle, context: DecodingContext
  ) {
    guard case .mapping = node.kind else {
      // A bare colour strokes 1 px wide.
      if let v = context.color(node, path) {
        base.stroke = v
        base.strokeWidth = 1
      }
      return
    }
    guard let object = ObjectReader(node, path: path, allowed: strokeKeys, context: context, what: "a stroke") else {
      return
    }
    base.stroke = .white
    base.strokeWidth = 1
    if let n = object["color"], let v = context.color(n, object.childPath("color")) { base.stroke = v }
    if let n = object["width"], let v = context.number(n, object.childPath("width"), in: SceneLimits.strokeWidthRange) {
      base.strokeWidth = v
    }
    if let n = object["dash"], let v = context.numbers(n, object.childPath("dash"), in: 0...1e6, count: 1...64) {
      if v.allSatisfy({ $0 == 0 }) {
        context.report(
          n, object.childPath("dash"), "a dash pattern of only zeros draws nothing", hint: "use lengths such as [12, 6]"
        )
      } else {
        style.stroke.dash = v
      }
    }
    if let n = object["dashOffset"], let v = context.number(n, object.childPath("dashOffset"), in: -1e6...1e6) {
      base.dashOffset = v
    }
    if let n = object["cap"], let v = context.choice(n, object.childPath("cap"), LineCap.self, noun: "line cap") {
      style.stroke.cap = v
    }
    if let n = object["join"], let v = context.choice(n, object.childPath("join"), LineJoin.self, noun: "line join") {
      style.stroke.join = v
    }
    if let n = object["miterLimit"], let v = context.number(n, object.childPath("miterLimit"), in: 1...1000) {
      style.stroke.miterLimit = v
    }
    if let n = object["under"], let v = context.bool(n, object.childPath("under")) { style.stroke.underFill = v }
  }

  static func decodeGradient(
    _ node: SceneNode, path: String, base: inout LayerState, style: inout LayerStyle, context: DecodingContext
  ) {
    guard let object = ObjectReader(node, path: path, allowed: gradientKeys, context: context, what: "a gradient")
    else { return }
    var kind = Gradient.Kind.linear
    if let n = object["type"],
      let v = context.choice(n, object.childPath("type"), Gradient.Kind.self, noun: "gradient type")
    {
      kind = v
    }
    var gradient = Gradient(kind: kind, stopCount: 0)
    if kind == .radial { gradient.start = Vector2(0.5, 0.5) }
    if kind == .linear {
      if let n = object["from"], let v = context.pair(n, object.childPath("from"), in: -100...100) {
        gradient.start = v
      }
      if let n = object["to"], let v = context.pair(n, object.childPath("to"), in: -100...100) { gradient.end = v }
      for key in ["center", "radius", "focus"] where object[key] != nil {
        context.report(
          object[key], object.childPath(key), "'\(key)' belongs to radial gradients",
          hint: "use 'from' and 'to', or 'type: radial'")
      }
    } else {
      if let n = object["center"], let v = context.pair(n, object.childPath("center"), in: -100...100) {
        gradient.start = v
      }
      if let n = object["radius"], let v = context.number(n, object.childPath("radius"), in: 0...100) {
        gradient.radius = v
      }
      if let n = object["focus"], let v = context.pair(n, object.childPath("focus"), in: -100...100) {
        gradient.focus = v
      }
      for key in ["from", "to"] where object[key] != nil {
        context.report(
          object[key], object.childPath(key), "'\(key)' belongs to linear gradients",
          hint: "use 'center' and 'radius', or 'type: linear'")
      }
    }
    guard let stopsNode = object.required("stops", "[\"#ff0000\", \"#0000ff\"]") else { return }
    guard case .sequence(let items) = stopsNode.kind, (2...AnimatableProperty.maxGradientStops).contains(items.count)
    else {
      context.report(
        stopsNode, object.childPath("stops"),
        "expected 2 to \(AnimatableProperty.maxGradientStops) stops, found \(stopsNode.summary)",
        hint: "write stops: [\"#ff0000\", \"#0000ff\"] or [{offset: 0, color: \"#ff0000\"}, …]")
      return
    }
    var stops: [(Double, Color)] = []
    for (i, item) in items.enumerated() {
      let stopPath = "\(object.childPath("stops"))[\(i)]"
      let even = Double(i) / Double(items.count - 1)
      switch item.kind {
      case .mapping:
        guard
          let stop = ObjectReader(item, path: stopPath, allowed: stopKeys, context: context, what: "a gradient stop"),
          let c = stop.required("color", "\"#ffffff\"").flatMap({ context.color($0, stop.childPath("color")) })
        else { continue }
        let offset = stop["offset"].flatMap { context.number($0, stop.childPath("offset"), in: 0...1) } ?? even
        stops.append((offset, c))
      default:
        if let c = context.color(item, stopPath) { stops.append((even, c)) }
      }
    }
    guard stops.count == items.count else { return }
    gradient.stopCount = stops.count
    for (offset, color) in stops { base.appendGradientStop(color: color, offset: offset) }
    style.gradient = gradient
  }
}
