import ChainframeModel

/// The top level of a scene file: `SceneDecoder.rootKeys` (plus `vars`, which
/// `VariableResolver` takes out before decoding), the canvas, assets, captions and audio.
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// The root object, without `$defs`.
  mutating func rootObject() -> SchemaJSON {
    let values: [String: SchemaJSON] = [
      "version": ["const": 1, "description": "scene format version (docs/scene-format.md#version)"],
      "vars": ["type": "object", "additionalProperties": ["type": ["number", "string"]]],
      "canvas": canvas(), "assets": assets(), "layers": A.layers, "captions": captions(), "audio": audio(),
    ]
    let root = object(
      SchemaObject(
        what: "a scene", keys: SceneDecoder.rootKeys + [VariableResolver.key], values: values,
        required: ["canvas", "layers"]))
    return root.merging([
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://chainframe.invalid/scene.schema.json",
      "title": "Chainframe scene",
      "description": "A Chainframe scene file (YAML or JSON). See docs/scene-format.md and docs/animation.md.",
    ])
  }

  private mutating func canvas() -> SchemaJSON {
    let side: SchemaJSON = [
      "type": "integer", "minimum": .number(Double(SceneLimits.canvasSides.lowerBound)),
      "maximum": .number(Double(SceneLimits.canvasSides.upperBound)),
    ]
    let sides = "\(SceneLimits.canvasSides.lowerBound) to \(SceneLimits.canvasSides.upperBound)"
    let maxTime = SceneLimits.maxDuration
    let values: [String: SchemaJSON] = [
      "width": [
        "anyOf": [side, A.variable], "description": .string("Canvas width in pixels, \(sides)."), "examples": [1920],
      ],
      "height": [
        "anyOf": [side, A.variable], "description": .string("Canvas height in pixels, \(sides)."), "examples": [1080],
      ],
      "fps": [
        "anyOf": [
          [
            "type": "number", "minimum": .number(Double(SceneLimits.minFrameRate)),
            "maximum": .number(Double(SceneLimits.maxFrameRate)),
          ],
          ["type": "string", "pattern": #"^\s*[1-9][0-9]*\s*(/\s*[1-9][0-9]*\s*)?$"#], A.variable,
        ],
        "description": .string(
          "Frames per second, \(SceneLimits.minFrameRate) to \(SceneLimits.maxFrameRate): "
            + "a number or a fraction such as 30000/1001."),
        "examples": [30, "30000/1001"],
      ],
      "duration": [
        "anyOf": [
          ["type": "number", "exclusiveMinimum": 0, "maximum": .number(maxTime)], ["const": "auto"], A.variable,
        ],
        "description": .string(
          "Seconds, more than 0 and at most \(A.text(maxTime)), or auto (until the last animation ends)."),
        "examples": [4, "auto"],
      ],
      "background": [
        "$ref": "#/$defs/color",
        "description": "Background colour; transparent keeps alpha in formats that carry it. Default black.",
        "default": "black", "examples": ["#14161c", "transparent"],
      ],
      "motionBlur": A.ref("motionBlur"),
      "antialias": A.enumeration(Antialias.allCases.map(\.rawValue)).merging([
        "description": .string(
          "How shape edges and glyphs are smoothed: standard (Cairo's) or browser (as web browsers' CPU "
            + "rasterizer covers them, glyphs lightly hinted; set for imported Lottie files). Default standard."),
        "default": "standard",
      ]),
    ]
    return object(
      SchemaObject(
        what: "the canvas", keys: SceneDecoder.canvasKeys, values: values,
        required: ["width", "height", "fps", "duration"]))
  }

  private mutating func assets() -> SchemaJSON {
    // Declared asset files may point outside the folder when the render allows it
    // (--allow-assets-outside); layer sources may not.
    let values: [String: SchemaJSON] = [
      "fonts": [
        "type": "array",
        "items": [
          "type": "string", "pattern": #"\.(ttf|otf|ttc|woff2?|TTF|OTF|TTC|WOFF2?)$"#,
          "description": "A font file (.ttf, .otf, .ttc, .woff, .woff2) relative to the scene's folder.",
        ],
        "description": "Font files the scene's text uses, pinned (registered before drawing).",
      ],
      "images": [
        "type": "object", "additionalProperties": ["type": "string"],
        "description": "Names for image and SVG files, used as `src`.",
      ],
    ]
    return object(SchemaObject(what: "the assets", keys: SceneAssets.keys, values: values))
  }

  private mutating func captions() -> SchemaJSON {
    object(
      SchemaObject(
        what: "the captions", keys: CaptionDecoder.keys,
        values: [
          "file": ["type": "string", "description": "an .srt or .vtt file", "examples": ["talk.srt"]],
          "style": [
            "type": "object", "description": "text layer keys (font, fill, stroke, shadow, align, width, position, …)",
            "examples": [["font": ["size": 40], "fill": "#ffffff"]],
          ],
        ], required: ["file"]))
  }

  private mutating func audio() -> SchemaJSON {
    let loudness = A.number.merging([
      "minimum": -70, "maximum": -5,
      "description": "Integrated loudness the mix is normalised to, LUFS (-70 to -5). Default: not normalised.",
      "examples": [-16],
    ])
    let single = object(
      SchemaObject(
        what: "the audio", keys: AudioDecoder.singleKeys,
        values: [
          "file": A.asset([], "Audio file").merging(["examples": ["music.wav"]]),
          "volume": A.number, "fadeIn": A.number, "fadeOut": A.number,
          "offset": A.number.merging(["description": "Seconds the soundtrack is shifted against the video."]),
          "loudness": loudness,
        ], required: ["file"]))
    let clips: SchemaJSON = ["type": "array", "items": A.ref("audioClip")]
    let mix = object(
      SchemaObject(what: "the audio mix", keys: AudioDecoder.mixKeys, values: ["clips": clips, "loudness": loudness]))
    return ["oneOf": [single, clips, mix.merging(["required": ["clips"]])]]
  }
}
