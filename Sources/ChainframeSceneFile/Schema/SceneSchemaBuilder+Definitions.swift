import ChainframeModel

/// The `$defs` of the scene schema: every mapping a decoder reads with a key table is a
/// ``SchemaObject`` over that table.
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// Number, pair and colour, the paints, effects, text, chain, animation and layer definitions.
  mutating func definitions() -> [String: SchemaJSON] {
    [
      "number": ["oneOf": [["type": "number"], A.variable]],
      "pair": ["type": "array", "items": A.number, "minItems": 2, "maxItems": 2],
      "color": SchemaPatterns.color,
      "gradient": gradient(),
      "paint": ["oneOf": [A.color, A.ref("gradient")]],
      "stroke": [
        "oneOf": [
          A.color,
          object(
            SchemaObject(
              what: "a stroke", keys: PaintDecoder.strokeKeys,
              values: [
                "color": A.color, "width": A.number,
                "dash": ["type": "array", "items": A.number, "minItems": 1], "dashOffset": A.number,
                "cap": A.enumeration(["butt", "round", "square"]), "join": A.enumeration(["miter", "round", "bevel"]),
                "miterLimit": A.number, "under": A.boolean,
              ])),
        ]
      ],
      "mask": object(
        SchemaObject(
          what: "a mask", keys: EffectsDecoder.maskKeys,
          values: ["mode": A.enumeration(["alpha", "luma", "alpha-inverted", "luma-inverted"]), "layers": A.layers],
          required: ["layers"])),
      "tint": object(
        SchemaObject(
          what: "a tint", keys: EffectsDecoder.tintKeys,
          values: [
            "black": A.color.merging(["description": "The colour dark pixels map to (default black)."]),
            "white": A.color.merging(["description": "The colour light pixels map to (default white)."]),
            "amount": A.number.merging(["description": "How much of the mapped colour shows, 0…1 (default 1)."]),
          ])),
      "tritone": object(
        SchemaObject(
          what: "a tritone", keys: EffectsDecoder.tritoneKeys,
          values: [
            "highlights": A.color.merging(["description": "The colour light pixels map to (default white)."]),
            "midtones": A.color.merging(["description": "The colour middle greys map to (default #808080)."]),
            "shadows": A.color.merging(["description": "The colour dark pixels map to (default black)."]),
          ])),
      "levels": object(
        SchemaObject(
          what: "levels", keys: EffectsDecoder.levelsKeys,
          values: [
            "rgb": A.ref("levelsCurve").merging([
              "description": "Applied to red, green and blue after their own curves."
            ]),
            "red": A.ref("levelsCurve").merging(["description": "The red channel's own curve."]),
            "green": A.ref("levelsCurve").merging(["description": "The green channel's own curve."]),
            "blue": A.ref("levelsCurve").merging(["description": "The blue channel's own curve."]),
            "alpha": A.ref("levelsCurve").merging(["description": "The alpha channel's curve."]),
          ])),
      "levelsCurve": object(
        SchemaObject(
          what: "a levels curve", keys: EffectsDecoder.curveKeys,
          values: [
            "inputBlack": A.number.merging(["description": "Input mapped to the output black, 0…1 (default 0)."]),
            "inputWhite": A.number.merging(["description": "Input mapped to the output white, 0…1 (default 1)."]),
            "gamma": A.number.merging(["description": "Gamma, 0.01…10 (default 1)."]),
            "outputBlack": A.number.merging(["description": "Output of the darkest input, 0…1 (default 0)."]),
            "outputWhite": A.number.merging(["description": "Output of the lightest input, 0…1 (default 1)."]),
          ])),
      "shadow": [
        "oneOf": [
          ["const": "none"],
          object(
            SchemaObject(
              what: "a shadow", keys: EffectsDecoder.shadowKeys,
              values: [
                "color": A.color, "offset": A.pair, "blur": A.number,
                "local": A.boolean.merging([
                  "description":
                    "Offset and blur in the layer's own units, turned and scaled with it (default false)."
                ]),
                "clip": A.boolean.merging([
                  "description":
                    "Cut the layer and its shadow to the layer's content bounds in its own space (default false)."
                ]),
              ])),
        ]
      ],
      "motionBlur": motionBlur(),
      "visible": [
        "oneOf": [
          A.pair,
          object(
            SchemaObject(
              what: "a time range", keys: EffectsDecoder.visibleKeys, values: ["from": A.number, "to": A.number])),
        ]
      ],
      "stagger": [
        "oneOf": [
          A.number,
          object(
            SchemaObject(
              what: "a stagger", keys: GroupDecoder.staggerKeys,
              values: [
                "delay": A.number.merging(["description": "Seconds between one child or piece and the next."]),
                "from": A.enumeration(["start", "end", "center"]),
              ], required: ["delay"])),
        ]
      ],
      "font": font(),
      "split": object(
        SchemaObject(
          what: "a text split", keys: TextDecoder.splitKeys,
          values: [
            "by": A.enumeration(["chars", "words", "lines"]), "stagger": A.ref("stagger"), "animations": A.animations,
            "chain": A.ref("chain"), "opacity": A.number, "position": A.pair, "scale": A.scale, "rotation": A.number,
          ], required: ["by"])),
      "chain": chain(),
      "textAnimator": textAnimator(),
      "animation": animation(),
      "layer": ["oneOf": .array(layerVariants())],
      "audioClip": object(
        SchemaObject(
          what: "an audio clip", keys: AudioDecoder.clipKeys,
          values: [
            "file": A.string,
            "start": A.number.merging(["description": "Seconds into the video at which the clip starts."]),
            "trim": A.trimRange, "volume": A.number, "fadeIn": A.number, "fadeOut": A.number, "loop": A.boolean,
          ], required: ["file"])),
    ]
  }

  private mutating func gradient() -> SchemaJSON {
    let stop = object(
      SchemaObject(
        what: "a gradient stop", keys: PaintDecoder.stopKeys,
        values: [
          "offset": SchemaPropertyFacts.row("gradient.offset").map {
            SchemaPropertyFacts.describe($0, A.number, extra: " As gradient.offset<i>.")
          } ?? A.number,
          "color": A.color,
        ], required: ["color"]))
    let stops: SchemaJSON = [
      "type": "array", "minItems": 2, "maxItems": .number(Double(PropertyTable.maxGradientStops)),
      "items": ["oneOf": [A.color, stop]],
    ]
    return object(
      SchemaObject(
        what: "a gradient", keys: PaintDecoder.gradientKeys,
        values: [
          "type": A.enumeration(["linear", "radial"]), "stops": stops, "from": A.pair, "to": A.pair, "center": A.pair,
          "radius": A.number, "focus": A.pair,
        ], required: ["stops"]))
  }

  private mutating func motionBlur() -> SchemaJSON {
    let values: [String: SchemaJSON] = [
      "shutterAngle": A.number.merging([
        "minimum": .number(MotionBlur.angleRange.lowerBound), "maximum": .number(MotionBlur.angleRange.upperBound),
        "description": "Degrees of a frame the shutter stays open (360 is a whole frame). Default 180.", "default": 180,
        "examples": [180],
      ]),
      "shutterPhase": A.number.merging([
        "minimum": .number(MotionBlur.phaseRange.lowerBound), "maximum": .number(MotionBlur.phaseRange.upperBound),
        "description": "Degrees, where the shutter opens relative to the frame's time. Default -90 (centred).",
        "default": -90, "examples": [0],
      ]),
      "samples": A.number.merging([
        "minimum": .number(Double(MotionBlur.sampleRange.lowerBound)),
        "maximum": .number(Double(MotionBlur.sampleRange.upperBound)),
        "description": "Sub-frames averaged per frame. Default 16.", "default": 16, "examples": [16],
      ]),
    ]
    return [
      "oneOf": [A.boolean, object(SchemaObject(what: "motionBlur", keys: MotionBlurDecoder.keys, values: values))],
      "description": """
      motion blur: shutterAngle degrees (default 180), shutterPhase degrees (default -90), samples 2-64 (default 16); \
      false turns it off (docs/motion-blur.md)
      """,
    ]
  }

  private mutating func font() -> SchemaJSON {
    let low = SceneLimits.fontSizeRange.lowerBound
    let high = SceneLimits.maxFontSize
    return object(
      SchemaObject(
        what: "a font", keys: TextDecoder.fontKeys,
        values: [
          "family": [
            "type": "string",
            "description": "Font family; must resolve to that family (see `chainframe fonts`). Default DejaVu Sans.",
            "examples": ["DejaVu Sans"],
          ],
          "size": A.number.merging([
            "minimum": .number(low), "maximum": .number(high),
            "description": .string("Font size in pixels, \(A.text(low)) to \(A.text(high)). Default 32."),
            "examples": [48],
          ]),
          "weight": ["oneOf": [A.number, A.enumeration(["normal", "bold"])]],
          "style": A.enumeration(["normal", "italic"]),
        ]))
  }
}
