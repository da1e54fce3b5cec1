/// Decodes one entry of a layer's `animations:`.
enum AnimationDecoder {
  static let keys = ["property", "from", "to", "duration", "delay", "easing"]

  static func decode(_ node: SceneNode, path: String, context: DecodingContext) -> AnimationSpec?
  {
    guard
      let object = ObjectReader(
        node, path: path, allowed: keys, context: context, what: "an animation")
    else { return nil }
    guard let propertyNode = object.required("property", "opacity"),
      let name = context.string(propertyNode, object.childPath("property"))
    else { return nil }
    guard let property = AnimatableProperty.named(name) else {
      context.report(
        propertyNode, object.childPath("property"), "unknown property '\(name)'",
        hint: Suggestion.hint(for: name, in: AnimatableProperty.names, noun: "properties"))
      return nil
    }
    let from = object["from"].flatMap {
      value($0, property: property, path: object.childPath("from"), context: context)
    }
    let to = object["to"].flatMap {
      value($0, property: property, path: object.childPath("to"), context: context)
    }
    if object["from"] == nil && object["to"] == nil {
      context.report(
        node, path, "animation of '\(name)' has neither 'from' nor 'to'",
        hint: "add 'to:' (and optionally 'from:')")
    }
    let duration =
      object["duration"].flatMap {
        context.number($0, object.childPath("duration"), in: 0...SceneDecoder.maxDuration)
      } ?? 0.4
    let delay =
      object["delay"].flatMap {
        context.number($0, object.childPath("delay"), in: 0...SceneDecoder.maxDuration)
      } ?? 0
    var timing = TimingFunction.linear
    if let easingNode = object["easing"],
      let text = context.string(easingNode, object.childPath("easing"))
    {
      if let parsed = TimingFunctionParser.parse(text) {
        timing = parsed
      } else {
        context.report(
          easingNode, object.childPath("easing"), "unknown easing '\(text)'",
          hint: Suggestion.hint(for: text, in: TimingFunctionParser.names, noun: "easings"))
      }
    }
    return AnimationSpec(
      property: property, from: from, to: to, duration: duration, delay: delay, timing: timing,
      location: node.location, keyPath: path)
  }

  /// Reads a value of `property`'s kind: a number, a pair or a colour.
  static func value(
    _ node: SceneNode, property: AnimatableProperty, path: String, context: DecodingContext
  ) -> [Double]? {
    switch property.kind {
    case .scalar:
      return context.number(node, path).map { [$0] }
    case .pair:
      return context.pair(node, path).map { [$0.x, $0.y] }
    case .color:
      return context.color(node, path)?.components
    }
  }
}
