import ChainframeModel

/// The `type: lottie` layer variant: exactly the keys `LottieLayerDecoder.keys` accepts.
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// The variant of a Lottie layer: a Lottie JSON file drawn on the scene's clock.
  mutating func lottieVariant() -> SchemaJSON {
    var values = commonValues(type: "lottie")
    values["visible"] = nil
    values["src"] = [
      "type": "string", "description": "A Lottie (Bodymovin) .json file, drawn as a layer.",
      "examples": ["icons/check.json"],
    ]
    values["size"] = A.pair
    values["fit"] = A.fit
    values["start"] = A.number.merging([
      "description": "Seconds into the scene at which the animation's first frame shows. Default 0.", "default": 0,
      "examples": [0.5],
    ])
    values["speed"] = A.number.merging([
      "description": "Playback rate: 2 plays twice as fast. Default 1.", "default": 1, "examples": [0.5],
    ])
    values["loop"] = A.boolean.merging([
      "description": "Repeat after the last frame; otherwise the layer disappears. Default false.", "default": false,
    ])
    values["segment"] = [
      "description": "The part played: [from, to] seconds within the animation, or a Lottie marker's name.",
      "oneOf": [["type": "array", "items": A.number, "minItems": 2, "maxItems": 2], A.string],
      "examples": [[0, 1.5], "intro"],
    ]
    var described = Self.annotated(values, nil)
    described["type"] = ["const": "lottie", "description": "Layer type (lottie)"]
    return object(
      SchemaObject(
        what: "a lottie layer", keys: LottieLayerDecoder.keys, values: described, required: ["type", "src"]))
  }
}
