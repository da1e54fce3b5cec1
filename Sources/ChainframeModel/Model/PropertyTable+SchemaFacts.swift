/// The facts scripts/gen-schema builds the JSON Schema from, taken from the same declarations
/// the loader validates with, so the schema and `validate` cannot disagree about them.
extension PropertyTable {
  /// One line of JSON in an HTML comment (`<!-- schema-facts: {...} -->`), inside the generated
  /// block of docs/animation.md: every property row (name, kind, components, default, range,
  /// meaning), the easing names, the CSS colour names and the scene limits the loader enforces.
  package static func schemaFactsComment() -> String {
    func number(_ v: Double) -> String { NumberFormat.json(v) }
    func range(_ r: ClosedRange<Double>?) -> String {
      r.map { "[\(number($0.lowerBound)), \(number($0.upperBound))]" } ?? "null"
    }
    func strings(_ list: [String]) -> String { "[" + list.map(JSONText.quote).joined(separator: ", ") + "]" }
    var rowsJSON: [String] = []
    for row in rows + gradientStopRows {
      let kind: String
      switch row.kind {
      case .scalar: kind = "scalar"
      case .pair: kind = "pair"
      case .color: kind = "color"
      }
      rowsJSON.append(
        "{\"name\": \(JSONText.quote(row.name)), \"kind\": \"\(kind)\", \"components\": \(strings(row.componentNames)), "
          + "\"default\": [\(row.defaultValue.map(number).joined(separator: ", "))], \"range\": \(range(row.range)), "
          + "\"meaning\": \(JSONText.quote(row.meaning))}")
    }
    let limits = [
      ("maxDuration", SceneLimits.maxDuration), ("maxFontSize", SceneLimits.maxFontSize),
      ("minFontSize", SceneLimits.fontSizeRange.lowerBound), ("maxRepeatCount", Double(SceneLimits.maxRepeatCount)),
      ("maxChainNumber", SceneLimits.maxChainNumber), ("maxKeyframes", Double(SceneLimits.maxKeyframes)),
      ("maxChainLinks", Double(SceneLimits.maxChainLinks)), ("maxDepth", Double(SceneLimits.maxDepth)),
      ("maxLayerFrames", Double(SceneLimits.maxLayerFrames)),
    ].map { "\"\($0.0)\": \(number($0.1))" }
    let numeric = ChainVocabulary.numeric.map { op in
      "{\"name\": \(JSONText.quote(op.name)), \"arities\": [\(op.arities.map(String.init).joined(separator: ", "))]}"
    }
    let chain =
      "{\"numeric\": [\(numeric.joined(separator: ", "))], \"keywords\": \(strings(ChainVocabulary.keywords.map(\.name))), "
      + "\"colorOps\": \(strings(ChainVocabulary.colorOps)), \"pathOps\": \(strings(ChainVocabulary.pathOps)), "
      + "\"special\": \(strings(ChainVocabulary.special))}"
    return "<!-- schema-facts: {\"rows\": [" + rowsJSON.joined(separator: ", ") + "], \"easings\": "
      + strings(TimingFunctionParser.names) + ", \"colorNames\": " + strings(CSSColorNames.table.keys.sorted())
      + ", \"limits\": {" + limits.joined(separator: ", ") + "}, \"chain\": " + chain + "} -->"
  }
}
