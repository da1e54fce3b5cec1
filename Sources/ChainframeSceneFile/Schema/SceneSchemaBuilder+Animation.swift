import ChainframeModel

/// The `animation` and `chain` definitions: `AnimationDecoder.keys`, keyframe stops, and the
/// three forms of a chain (a string, a list of strings, a list of structured links).
extension SceneSchemaBuilder {
  private typealias A = SchemaAtoms

  /// A number, a pair or a colour: what `from`, `to`, `by` and keyframe values hold.
  private static let anyValue: SchemaJSON = [
    "oneOf": [
      A.number, A.pair,
      ["type": "string", "description": "#rgb, #rgba, #rrggbb, #rrggbbaa, a CSS colour name, or ${var}"],
    ]
  ]

  /// One entry of `animations:`.
  mutating func animation() -> SchemaJSON {
    let maxTime = SceneLimits.maxDuration
    let stop = object(
      SchemaObject(
        what: "a keyframe stop", keys: AnimationDecoder.keyframeKeys,
        values: ["time": A.number, "value": Self.anyValue, "easing": A.string, "hold": A.boolean],
        required: ["time", "value"]))
    let values: [String: SchemaJSON] = [
      "property": A.enumeration(PropertyTable.names).merging([
        "description": "The animated property (see docs/animation.md)."
      ]),
      "type": A.enumeration(AnimationDecoder.types), "from": Self.anyValue, "to": Self.anyValue, "by": Self.anyValue,
      "duration": A.number.merging([
        "minimum": 0, "maximum": .number(maxTime),
        "description": "Seconds a basic animation takes, 0 or more. Default 0.4 (POP's).", "default": 0.4,
        "examples": [0.6],
      ]),
      "delay": A.number.merging([
        "minimum": 0, "maximum": .number(maxTime),
        "description": "Seconds from the scene's start, 0 or more. Default 0.",
        "default": 0, "examples": [0.2],
      ]),
      "easing": SchemaPatterns.easing,
      "velocity": ["oneOf": [A.number, A.numbers]],
      "stiffness": A.number, "damping": A.number, "mass": A.number, "tension": A.number, "friction": A.number,
      "bounciness": A.number, "speed": A.number, "popCompatible": A.boolean, "deceleration": A.number,
      "keyframes": ["type": "array", "minItems": 1, "items": stop],
      "repeatCount": [
        "type": "integer", "minimum": 1, "maximum": .number(Double(SceneLimits.maxRepeatCount)),
        "description": .string("Plays, 1 to \(SceneLimits.maxRepeatCount). Default 1."), "default": 1,
        "examples": [3],
      ],
      "repeatForever": A.boolean, "autoreverses": A.boolean, "additive": A.boolean,
      "clamp": A.enumeration(["none", "start", "end", "both"]), "rounding": A.number, "progressMarkers": A.numbers,
      "name": A.string,
    ]
    // A spring needs a target: any spring key makes `to`, `by` or `velocity` required.
    var dependent: [String: SchemaJSON] = [:]
    for key in AnimationDecoder.springKeys {
      dependent[key] = [
        "anyOf": [["required": ["to"]], ["required": ["by"]], ["required": ["velocity"]]],
        "description": "a spring needs a target (to or by)",
      ]
    }
    return object(
      SchemaObject(
        what: "an animation", keys: AnimationDecoder.keys, values: values, required: ["property"],
        extra: ["dependentSchemas": .object(dependent)]))
  }

  /// A chain: a string, a list of strings, or a list of structured links.
  mutating func chain() -> SchemaJSON {
    // More than maxChainLinks links: every thenAfter(t) with a literal t > 0 closes a link the
    // parser keeps (ChainBuilder.isMeaningful), so that many of them is always refused. The
    // tempered token makes each repetition stop at the next one (linear, no backtracking blow-up).
    let positive = #"thenAfter\(\s*\+?0*(?:[1-9]|\.0{0,20}[1-9])"#
    let tooMany: SchemaJSON = [
      "pattern": .string(#"^(?:(?:(?!"# + positive + #")[\s\S])*"# + positive + "){\(SceneLimits.maxChainLinks + 1)}")
    ]
    // The grammar is checked only when the count passes: it is slow on such strings.
    let string: SchemaJSON = [
      "type": "string", "not": tooMany, "if": tooMany, "else": ["pattern": .string(SchemaPatterns.chainPattern)],
      "description": """
      A JH chain: operations joined by dots, ending in animate(seconds), for example \
      moveX(100).easeOut.animate(1). See docs/chains.md.
      """,
      "examples": ["moveX(100).easeOutBack.animate(0.6)"],
    ]
    return [
      "oneOf": [
        string, ["type": "array", "items": string, "description": "Several chains, each ending in animate()."],
        ["type": "array", "items": link(), "description": "structured links"],
      ]
    ]
  }

  /// One structured link: control keys, then operations named as in chain strings.
  private mutating func link() -> SchemaJSON {
    let spring = object(
      SchemaObject(
        what: "a spring", keys: StructuredChainDecoder.springKeys,
        values: Dictionary(uniqueKeysWithValues: StructuredChainDecoder.springKeys.map { ($0, A.number) })))
    let control = SchemaObject(
      what: "a chain link", keys: StructuredChainDecoder.controlKeys,
      values: [
        "duration": A.number.merging([
          "minimum": 0, "maximum": .number(SceneLimits.maxChainNumber),
          "description": "Seconds this link takes. Required.",
          "examples": [0.5],
        ]),
        "delay": A.number.merging(["description": "Seconds before this link starts, after the previous one."]),
        "repeat": A.number, "easing": SchemaPatterns.easing,
        "spring": ["oneOf": [["const": true], spring]],
      ], required: ["duration"])
    // Operations are the open part of a link: any name the chain vocabulary accepts there.
    let names = (StructuredChainDecoder.controlKeys + StructuredChainDecoder.operationNames).sorted()
    return object(control).merging([
      "minProperties": 1,
      "propertyNames": A.enumeration(names),
      "additionalProperties": [
        "description": "a chain operation (moveX, rotate, makeOpacity, …) and its argument(s)",
        "oneOf": [A.number, A.pair, ["type": "string"], ["type": "boolean"], ["type": "array"]],
      ],
    ])
  }
}
