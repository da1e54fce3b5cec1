import ChainframeModel

/// The `textAnimator` definition: a text layer's `animators` entries (range selector and
/// per-character changes), each value a constant or a list of keyframe stops.
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// One entry of a text layer's `animators:`.
  mutating func textAnimator() -> SchemaJSON {
    func d(_ value: SchemaJSON, _ text: String) -> SchemaJSON { value.merging(["description": .string(text)]) }
    func timed(_ value: SchemaJSON) -> SchemaJSON {
      let stop = object(
        SchemaObject(
          what: "a keyframe stop", keys: AnimationDecoder.keyframeKeys,
          values: ["time": A.number, "value": value, "easing": A.string, "hold": A.boolean],
          required: ["time", "value"]))
      return ["oneOf": [value, ["type": "array", "minItems": 1, "items": stop]]]
    }
    let range = object(
      SchemaObject(
        what: "a text range", keys: TextDecoder.rangeKeys,
        values: [
          "start": d(timed(A.number), "Where the range starts, in units (percent or index). Default 0."),
          "end": d(timed(A.number), "Where the range ends, in units (percent or index). Default 100."),
          "offset": d(timed(A.number), "Added to start and end, in units. Default 0."),
          "amount": d(timed(A.number), "Strength of the whole range, percent (negative inverts). Default 100."),
          "easeHigh": d(timed(A.number), "Easing of the strength near its top, percent −100…100. Default 0."),
          "easeLow": d(timed(A.number), "Easing of the strength near its bottom, percent −100…100. Default 0."),
          "smoothness": d(
            timed(A.number), "Below 100 the strength snaps towards 0 or 1 (0: all or nothing), percent. Default 100."),
          "units": d(
            A.enumeration(TextDecoder.RangeUnits.allCases.map(\.rawValue)),
            "Whether start, end and offset are percent of the units or unit counts. Default percent."),
          "basedOn": d(
            A.enumeration(TextDecoder.RangeBasis.allCases.map(\.rawValue)), "What is counted. Default characters."),
          "shape": d(
            A.enumeration(TextDecoder.RangeShape.allCases.map(\.rawValue)),
            "How the strength varies across the range. Default square."),
          "randomize": d(A.boolean, "Shuffle the units' order (with seed). Default false."),
          "seed": d(["type": "integer", "minimum": 0], "Seed of the shuffled order. Default 1."),
        ]))
    return object(
      SchemaObject(
        what: "a text animator", keys: TextDecoder.animatorKeys,
        values: [
          "range": d(range, "Which characters the animator reaches and how strongly."),
          "position": d(timed(A.pair), "Offset of a fully selected character, pixels."),
          "scale": d(timed(A.scale), "Scale of a fully selected character (1 unchanged)."),
          "rotation": d(timed(A.number), "Rotation of a fully selected character, degrees clockwise."),
          "opacity": d(timed(A.number), "Opacity of a fully selected character, 0…1."),
          "tracking": d(timed(A.number), "Extra space after a fully selected character, pixels."),
          "strokeWidth": d(timed(A.number), "Stroke width added to a fully selected character, pixels."),
          "anchor": d(
            timed(A.pair),
            "Anchor offset of a fully selected character, pixels: it turns and scales about a moved point."),
          "fill": d(timed(A.color), "Fill colour of a fully selected character."),
          "stroke": d(timed(A.color), "Stroke colour of a fully selected character."),
        ]))
  }
}
