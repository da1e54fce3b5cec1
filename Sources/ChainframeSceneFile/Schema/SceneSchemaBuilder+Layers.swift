import ChainframeModel

/// The `layer` definition: one variant per layer type, each with exactly the keys
/// `LayerDecoder.keys(for:)` (or `IncludeDecoder.keys`) accepts.
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// Every layer type's variant, in `LayerShape` order, then `include` and `lottie`.
  mutating func layerVariants() -> [SchemaJSON] {
    var variants: [SchemaJSON] = []
    for shape in LayerShape.allCases {
      let (values, required) = Self.shapeValues(shape)
      var all = commonValues(type: shape.rawValue)
      all.merge(values) { _, new in new }
      variants.append(
        object(
          SchemaObject(
            what: "a \(shape.rawValue) layer", keys: LayerDecoder.keys(for: shape), values: Self.annotated(all, shape),
            required: (shape == .rect ? [] : ["type"]) + required)))
    }
    // `type: include` is a component: another scene file drawn as a group.
    var include = commonValues(type: "include")
    include["visible"] = nil
    include["src"] = [
      "type": "string", "description": "A .yaml/.yml/.json scene file (a component), drawn as a group.",
      "examples": ["components/lower-third.yaml"],
    ]
    include["vars"] = [
      "type": "object", "additionalProperties": ["type": ["string", "number", "boolean"]],
      "description": "Values for the component's variables.", "examples": [["title": "Hello"]],
    ]
    include["start"] = A.number.merging([
      "description": "Seconds into the scene at which the component's time starts. Default 0.", "default": 0,
      "examples": [1],
    ])
    variants.append(
      object(
        SchemaObject(
          what: "an include layer", keys: IncludeDecoder.keys, values: Self.annotated(include, nil),
          required: ["type", "src"])))
    variants.append(lottieVariant())
    return variants
  }

  /// The keys every layer type has (`LayerDecoder.commonKeys`).
  func commonValues(type: String) -> [String: SchemaJSON] {
    [
      "type": ["const": .string(type)], "id": A.string, "position": A.pair, "anchor": A.pair, "scale": A.scale,
      "rotation": A.number, "skew": A.pair, "opacity": A.number,
      "blend": A.enumeration(BlendMode.allCases.map(\.rawValue)),
      "mask": A.ref("mask"), "shadow": A.ref("shadow"), "blur": A.number, "tint": A.ref("tint"),
      "tritone": A.ref("tritone"),
      "levels": A.ref("levels"),
      "visible": A.ref("visible"),
      "animations": A.animations, "chain": A.ref("chain"), "motionBlur": A.ref("motionBlur"),
    ]
  }

  /// The keys of one layer type beyond the common ones, and which of them are required.
  private static func shapeValues(_ shape: LayerShape) -> ([String: SchemaJSON], [String]) {
    let paint: [String: SchemaJSON] = ["fill": A.ref("paint"), "stroke": A.ref("stroke")]
    let trim: [String: SchemaJSON] = ["trimStart": A.number, "trimEnd": A.number, "trimOffset": A.number]
    func join(_ parts: [String: SchemaJSON]...) -> [String: SchemaJSON] {
      parts.reduce(into: [:]) { $0.merge($1) { _, new in new } }
    }
    switch shape {
    case .rect:
      let corners: SchemaJSON = [
        "oneOf": [A.number, ["type": "array", "items": A.number, "minItems": 4, "maxItems": 4]]
      ]
      return (join(["size": A.pair, "cornerRadius": corners], paint, trim), [])
    case .ellipse: return (join(["size": A.pair], paint, trim), [])
    case .polygon:
      let sides = A.number.merging([
        "minimum": 3, "maximum": 1000, "description": "Number of sides, 3 or more.", "default": 5, "examples": [6],
      ])
      return (join(["size": A.pair, "radius": A.number, "sides": sides, "roundness": A.number], paint, trim), [])
    case .star:
      let points = A.number.merging([
        "minimum": 2, "maximum": 1000, "description": "Number of points, 2 or more.", "default": 5, "examples": [5],
      ])
      let star: [String: SchemaJSON] = [
        "size": A.pair, "outerRadius": A.number, "innerRadius": A.number, "points": points, "roundness": A.number,
      ]
      return (join(star, paint, trim), [])
    case .line:
      return (join(["from": A.pair, "to": A.pair, "stroke": A.ref("stroke")], trim), ["from", "to", "stroke"])
    case .path:
      let d: SchemaJSON = [
        "type": "string", "description": "SVG path data (the full grammar, arcs included).",
        "anyOf": [["pattern": .string(SchemaPatterns.pathData)], ["pattern": #"\$\{"#]],
      ]
      return (join(["d": d, "fillRule": A.enumeration(["nonzero", "evenodd"])], paint, trim), ["d"])
    case .text:
      let text: [String: SchemaJSON] = [
        "text": A.string, "font": A.ref("font"), "align": A.enumeration(["left", "center", "right"]),
        "lineHeight": A.number, "letterSpacing": A.number, "width": A.number, "split": A.ref("split"),
        "animators": [
          "type": "array", "maxItems": .number(Double(TextDecoder.maxAnimators)), "items": A.ref("textAnimator"),
        ],
        "characterAnchor": A.pair, "anchorGrouping": A.enumeration(TextDecoder.AnchorGrouping.allCases.map(\.rawValue)),
        "fontFeatures": [
          "type": "array", "maxItems": .number(Double(TextDecoder.maxFontFeatures)),
          "items": ["type": "string", "pattern": #"^([+-][A-Za-z0-9]{4}|[A-Za-z0-9]{4}(=[0-9]{1,5})?)$"#],
        ],
      ]
      return (join(text, paint), ["text"])
    case .image:
      return (["src": A.asset(["png", "jpg", "jpeg", "webp"], "Image file"), "size": A.pair, "fit": A.fit], ["src"])
    case .svg: return (["src": A.asset(["svg"], "SVG file"), "size": A.pair, "fit": A.fit], ["src"])
    case .group:
      let children = A.layers.merging(["description": "Layers in the group's space, back to front."])
      return (["children": children, "size": A.pair, "stagger": A.ref("stagger"), "clip": A.boolean], ["children"])
    case .video:
      let video: [String: SchemaJSON] = [
        "src": ["type": "string", "description": "An .mp4/.mov/.m4v/.webm/.mkv file.", "examples": ["clip.mp4"]],
        "size": A.pair, "fit": A.fit,
        "start": A.number.merging([
          "description": "Seconds into the scene at which the video starts. Default 0.", "default": 0, "examples": [1],
        ]),
        "trim": A.trimRange,
        "speed": A.number.merging([
          "description": "Playback rate: 2 plays twice as fast. Default 1.", "default": 1, "examples": [0.5],
        ]),
        "loop": A.boolean, "muted": A.boolean,
      ]
      return (video, ["src"])
    }
  }

  /// Layer keys annotated from `PropertyTable` (animatable keys) and with the layer-level
  /// descriptions of type, id, fill, stroke, visible and blend.
  static func annotated(_ values: [String: SchemaJSON], _ shape: LayerShape?) -> [String: SchemaJSON] {
    var out = values
    for (key, value) in values where key != "fill" && key != "stroke" {
      if let row = SchemaPropertyFacts.row(key) { out[key] = SchemaPropertyFacts.describe(row, value) }
    }
    let kind = shape?.rawValue ?? "include"
    out["type"] = [
      "const": .string(kind),
      "description": .string("Layer type (\(kind))" + (shape == .rect ? ", the default when omitted" : "")),
    ]
    out["fill"] = out["fill"]?.merging([
      "description": "Fill: a colour or a gradient. Default #ffffff (white); animate it as `fill`.",
      "examples": ["#2f8cff"],
    ])
    out["stroke"] = out["stroke"]?.merging([
      "description":
        "Outline: a colour or {color, width, dash, cap, join}. Default none; animate it as `stroke` and `strokeWidth`.",
      "examples": ["#000000"],
    ])
    out["id"] = [
      "type": "string",
      "description": "Name used by keyframe dumps, `--property` and errors. Default: the layer's index path.",
      "examples": ["title"],
    ]
    out["visible"] = out["visible"]?.merging([
      "description": "Seconds the layer is drawn: [from, to] or {from, to}. Default: always."
    ])
    out["blend"] = out["blend"]?.merging([
      "description": "Blend mode with what is below. Default normal.", "default": "normal",
    ])
    return out
  }
}
