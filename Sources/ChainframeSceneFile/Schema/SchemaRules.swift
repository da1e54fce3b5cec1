import ChainframeModel

/// Rules between fields and across the tree. JSON Schema cannot compare two values or count,
/// so each rule is an enumeration implied by the loader's own check: the schema refuses a scene
/// only when `validate` would (never a valid one), and catches the common mistakes
/// (docs/scene-format.md#json-schema). Rule schemas carry a `$comment` starting with "rule".
enum SchemaRules {
  private typealias A = SchemaAtoms

  /// Thresholds the enumerations compare with: 0 and 1, 2, 5 × 10^e for e in -2…5.
  static let steps: [Double] = {
    var values: Set<Double> = [0]
    for e in -2...5 {
      for m in [1.0, 2, 5] { values.insert((m * pow10(e) * 1000).rounded() / 1000) }
    }
    return values.sorted()
  }()

  private static func pow10(_ e: Int) -> Double { e >= 0 ? (0..<e).reduce(1) { a, _ in a * 10 } : 1 / pow10(-e) }

  /// `schema` with the rule definitions in `$defs`, `layer.allOf` and the root `allOf`.
  static func adding(to schema: SchemaJSON) -> SchemaJSON {
    var out = schema
    guard case .object(var defs)? = schema["$defs"] else { return schema }
    defs["layerRules"] = [
      "$comment": "rule: gradient stops, star radii, visible ranges", "allOf": .array(layerRules()),
    ]
    defs["layer"]?["allOf"] = [A.ref("layerRules")]
    defs["layerRepeatsForever"] = hasForever.merging([
      "$comment": "rule: a layer with an animation that repeats forever", "type": "object",
    ])
    defs["layerMoves"] = hasMotion.merging(["$comment": "rule: a layer with something that ends", "type": "object"])
    // Nesting depth (GroupDecoder.layers): a layer at depth maxDepth has no child or mask layers.
    let depth = SceneLimits.maxDepth
    for k in 1...depth {
      let inner: SchemaJSON = k < depth ? A.ref("depth\(k + 1)") : false
      defs["depth\(k)"] = [
        "$comment": .string("rule: a layer at nesting depth \(k)"),
        "properties": ["children": ["items": inner], "mask": ["properties": ["layers": ["items": inner]]]],
      ]
    }
    out["$defs"] = .object(defs)
    out["allOf"] = .array(rootRules())
    return out
  }

  private static func rootRules() -> [SchemaJSON] {
    let depth = SceneLimits.maxDepth
    let auto: SchemaJSON = [
      "required": ["canvas"],
      "properties": ["canvas": ["required": ["duration"], "properties": ["duration": ["const": "auto"]]]],
    ]
    var rules: [SchemaJSON] = [
      [
        "$comment": .string("rule: layers nest at most \(depth) levels deep"),
        "properties": ["layers": ["items": A.ref("depth1")]],
      ],
      [
        "$comment": "rule: duration auto cannot wait for an animation that repeats forever", "if": auto,
        "then": ["properties": ["layers": ["not": ["contains": A.ref("layerRepeatsForever")]]]],
      ],
      // Captions and audio are left out: the rule must never refuse a scene validate accepts.
      [
        "$comment": "rule: duration auto needs something that ends",
        "if": auto.merging(["not": ["anyOf": [["required": ["captions"]], ["required": ["audio"]]]]]),
        "then": ["required": ["layers"], "properties": ["layers": ["contains": A.ref("layerMoves")]]],
      ],
    ]
    // Layer-frames budget (WorkBudget): at least `count` layers × (duration × fps − 1) frames.
    let budget = Double(SceneLimits.maxLayerFrames)
    for e in 0..<18 {
      let count = 1 << e
      for fps in [1, 12, 24, 30, 60, 120, 240] {
        rules.append([
          "$comment": .string("rule: layer-frames budget, \(count)+ layers at \(fps)+ fps"),
          "if": [
            "required": ["canvas", "layers"],
            "properties": [
              "layers": ["type": "array", "minItems": .number(Double(count))],
              "canvas": [
                "required": ["fps"], "properties": ["fps": ["type": "number", "minimum": .number(Double(fps))]],
              ],
            ],
          ],
          "then": [
            "properties": [
              "canvas": ["properties": ["duration": ["maximum": .number((budget / Double(count) + 1) / Double(fps))]]]
            ]
          ],
        ])
      }
    }
    return rules
  }

  /// A layer (or a child or mask layer, as SceneResolver.firstRepeatForever walks) with an
  /// animation that repeats forever.
  private static var hasForever: SchemaJSON {
    let forever: SchemaJSON = [
      "type": "object", "required": ["repeatForever"], "properties": ["repeatForever": ["const": true]],
    ]
    return [
      "anyOf": [
        ["required": ["animations"], "properties": ["animations": ["type": "array", "contains": forever]]],
        [
          "required": ["children"],
          "properties": ["children": ["type": "array", "contains": A.ref("layerRepeatsForever")]],
        ],
        [
          "required": ["mask"],
          "properties": [
            "mask": [
              "type": "object", "required": ["layers"],
              "properties": ["layers": ["type": "array", "contains": A.ref("layerRepeatsForever")]],
            ]
          ],
        ],
      ]
    ]
  }

  /// Anything that may give `duration: auto` an end: an animation, a chain, a text split, a
  /// component or a video, here or in a child or mask layer.
  private static var hasMotion: SchemaJSON {
    [
      "anyOf": [
        ["required": ["animations"], "properties": ["animations": ["type": "array", "minItems": 1]]],
        ["required": ["chain"]], ["required": ["split"]],
        ["required": ["type"], "properties": ["type": ["enum": ["include", "lottie", "video"]]]],
        ["required": ["children"], "properties": ["children": ["type": "array", "contains": A.ref("layerMoves")]]],
        [
          "required": ["mask"],
          "properties": [
            "mask": [
              "type": "object", "required": ["layers"],
              "properties": ["layers": ["type": "array", "contains": A.ref("layerMoves")]],
            ]
          ],
        ],
      ]
    ]
  }

  /// Rules inside one layer: gradient properties need that many stops, a star's inner radius is
  /// at most its outer one, and a visible range ends after it starts.
  private static func layerRules() -> [SchemaJSON] {
    var rules: [SchemaJSON] = []
    for k in 0..<PropertyTable.maxGradientStops {
      let names = PropertyTable.gradientStopRows.map { SchemaJSON.string("\($0.name)\(k)") }
      rules.append([
        "if": [
          "required": ["animations"],
          "properties": [
            "animations": [
              "type": "array",
              "contains": [
                "type": "object", "required": ["property"], "properties": ["property": ["enum": .array(names)]],
              ],
            ]
          ],
        ],
        "then": [
          "required": ["fill"],
          "properties": [
            "fill": [
              "type": "object", "required": ["stops"],
              "properties": ["stops": ["type": "array", "minItems": .number(Double(k + 1))]],
            ]
          ],
        ],
      ])
    }
    for t in steps {
      let value = SchemaJSON.number(t)
      rules.append([
        "if": [
          "required": ["type", "innerRadius"], "properties": ["type": ["const": "star"]],
          "anyOf": [
            ["required": ["outerRadius"], "properties": ["outerRadius": ["type": "number", "maximum": value]]],
            [
              "required": ["size"],
              "properties": [
                "size": ["type": "array", "prefixItems": [["type": "number", "maximum": .number(2 * t)]]]
              ],
            ],
          ],
        ],
        "then": ["properties": ["innerRadius": ["maximum": value]]],
      ])
      rules.append([
        "if": [
          "required": ["visible"],
          "properties": [
            "visible": [
              "anyOf": [
                ["type": "array", "prefixItems": [["type": "number", "minimum": value]]],
                [
                  "type": "object", "required": ["from"], "properties": ["from": ["type": "number", "minimum": value]],
                ],
              ]
            ]
          ],
        ],
        "then": [
          "properties": [
            "visible": [
              "prefixItems": [true, ["exclusiveMinimum": value]], "properties": ["to": ["exclusiveMinimum": value]],
            ]
          ]
        ],
      ])
    }
    return rules
  }
}
