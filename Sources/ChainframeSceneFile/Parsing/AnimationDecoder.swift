import ChainframeModel

/// Decodes one entry of a layer's `animations:`.
enum AnimationDecoder {
  static let keys = [
    "property", "type", "from", "to", "by", "duration", "delay", "easing", "velocity",
    "stiffness", "damping", "mass", "tension", "friction", "bounciness", "speed",
    "popCompatible", "deceleration", "keyframes", "repeatCount", "repeatForever",
    "autoreverses", "additive", "clamp", "rounding", "progressMarkers", "name",
  ]
  static let types = ["basic", "spring", "decay", "keyframes"]
  /// Keys that make an animation a spring (when `type` is not written).
  static let springKeys = ["stiffness", "damping", "mass", "tension", "friction", "bounciness", "speed"]
  /// Keys of one `keyframes:` stop.
  static let keyframeKeys = ["time", "value", "easing", "hold"]

  static func decode(_ node: SceneNode, path: String, context: DecodingContext) -> AnimationSpec? {
    guard let object = ObjectReader(node, path: path, allowed: keys, context: context, what: "an animation")
    else { return nil }
    guard let propertyNode = object.required("property", "opacity"),
      let name = context.string(propertyNode, object.childPath("property"))
    else { return nil }
    guard let property = AnimatableProperty.named(name) else {
      context.report(
        propertyNode, object.childPath("property"), "unknown property \(UserText.quoted(name))",
        hint: Suggestion.hint(for: name, in: AnimatableProperty.names, noun: "properties"))
      return nil
    }
    func value(_ key: String) -> [Double]? {
      object[key].flatMap {
        AnimationDecoder.value($0, property: property, path: object.childPath(key), context: context)
      }
    }
    func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    let from = value("from")
    let to = value("to")
    let by = value("by")
    let maxTime = SceneLimits.maxDuration

    // The kind: explicit `type`, or inferred from the keys present.
    var type = "basic"
    if let typeNode = object["type"], let text = context.string(typeNode, object.childPath("type")) {
      guard types.contains(text) else {
        context.report(
          typeNode, object.childPath("type"), "unknown animation type \(UserText.quoted(text))",
          hint: Suggestion.hint(for: text, in: types, noun: "types"))
        return nil
      }
      type = text
    } else if object["keyframes"] != nil {
      type = "keyframes"
    } else if springKeys.contains(where: { object[$0] != nil }) {
      type = "spring"
    } else if object["deceleration"] != nil || (object["velocity"] != nil && to == nil && by == nil) {
      type = "decay"
    }

    let kind: AnimationKind
    switch type {
    case "spring":
      guard let parameters = springParameters(object, context: context) else { return nil }
      let velocity = object["velocity"].flatMap {
        self.velocity($0, property: property, path: object.childPath("velocity"), context: context)
      }
      let popCompatible =
        object["popCompatible"].flatMap { context.bool($0, object.childPath("popCompatible")) } ?? false
      if to == nil && by == nil {
        context.report(node, path, "a spring needs 'to' (or 'by')", hint: "add 'to:'")
      }
      kind = .spring(parameters, velocity: velocity, stepping: popCompatible ? .popCompatible : .exact)
    case "decay":
      guard let velocityNode = object.required("velocity", "1000"),
        let velocity = self.velocity(
          velocityNode, property: property, path: object.childPath("velocity"), context: context)
      else { return nil }
      let deceleration = number("deceleration", 0...1) ?? 0.998
      if deceleration <= 0 || deceleration >= 1 {
        context.report(
          object["deceleration"], object.childPath("deceleration"), "deceleration must be between 0 and 1 (exclusive)",
          hint: "POP's default is 0.998 per millisecond")
        return nil
      }
      if to != nil || by != nil {
        context.report(
          object["to"] ?? object["by"], object.childPath(object["to"] != nil ? "to" : "by"),
          "a decay has no target: it stops where its velocity runs out", hint: "remove it, or use a spring")
      }
      kind = .decay(DecayParameters(deceleration: deceleration), velocity: velocity)
    case "keyframes":
      guard let list = object.required("keyframes", "[{time: 0, value: 0}, {time: 1, value: 100}]"),
        let stops = keyframes(list, property: property, path: object.childPath("keyframes"), context: context)
      else { return nil }
      kind = .keyframes(stops)
    default:
      let duration = number("duration", 0...maxTime) ?? 0.4
      var timing = TimingFunction.linear
      if let easingNode = object["easing"], let text = context.string(easingNode, object.childPath("easing")) {
        switch TimingFunctionParser.parse(text) {
        case .success(let t): timing = t
        case .failure(let f): context.report(easingNode, object.childPath("easing"), f.message, hint: f.hint)
        }
      }
      if to == nil && by == nil {
        context.report(
          node, path, "animation of \(UserText.quoted(name)) has neither 'to' nor 'by'",
          hint: "add 'to:' (and optionally 'from:')")
      }
      kind = .basic(duration: duration, timing: timing)
    }

    var options = AnimationOptions()
    if let n = object["repeatCount"],
      let v = context.integer(n, object.childPath("repeatCount"), in: 1...SceneLimits.maxRepeatCount)
    {
      options.repeatCount = v
    }
    options.repeatForever =
      object["repeatForever"].flatMap { context.bool($0, object.childPath("repeatForever")) } ?? false
    options.autoreverses =
      object["autoreverses"].flatMap { context.bool($0, object.childPath("autoreverses")) } ?? false
    options.additive = object["additive"].flatMap { context.bool($0, object.childPath("additive")) } ?? false
    options.roundingFactor = number("rounding", 0...1e6) ?? 0
    if let clampNode = object["clamp"], let text = context.string(clampNode, object.childPath("clamp")) {
      let modes: [(String, ClampMode)] = [("none", []), ("start", .start), ("end", .end), ("both", .both)]
      if let mode = modes.first(where: { $0.0 == text }) {
        options.clamp = mode.1
      } else {
        context.report(
          clampNode, object.childPath("clamp"), "unknown clamp \(UserText.quoted(text))",
          hint: Suggestion.hint(for: text, in: modes.map(\.0), noun: "clamp modes"))
      }
    }
    if let markers = object["progressMarkers"] {
      if case .sequence(let items) = markers.kind {
        options.progressMarkers = items.enumerated().compactMap {
          context.number($1, "\(object.childPath("progressMarkers"))[\($0)]")
        }
      } else {
        context.report(
          markers, object.childPath("progressMarkers"), "expected a list of numbers, found \(markers.summary)",
          hint: "write [0.5, 1]")
      }
    }
    let delay = number("delay", 0...maxTime) ?? 0
    let label = object["name"].flatMap { context.string($0, object.childPath("name")) } ?? path
    return AnimationSpec(
      property: property, kind: kind, from: from, to: to, by: by, delay: delay, options: options,
      location: node.location, name: label)
  }

  static func springParameters(_ object: ObjectReader, context: DecodingContext) -> SpringParameters? {
    func n(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    let pop = ["bounciness", "speed"].filter { object[$0] != nil }
    let physical = ["tension", "friction", "stiffness", "damping"].filter { object[$0] != nil }
    if !pop.isEmpty && !physical.isEmpty {
      context.report(
        object[pop[0]], object.childPath(pop[0]),
        "'\(pop[0])' cannot be combined with '\(physical[0])'",
        hint: "use bounciness/speed, or tension/friction/mass, or stiffness/damping/mass")
      return nil
    }
    if object["tension"] != nil && object["stiffness"] != nil || object["friction"] != nil && object["damping"] != nil {
      context.report(
        object.node, object.path, "tension/friction and stiffness/damping are the same thing; give one pair",
        hint: "remove one of them")
      return nil
    }
    let mass = n("mass", 1e-6...1e6) ?? 1
    if !physical.isEmpty {
      let k = n("tension", 1e-6...1e9) ?? n("stiffness", 1e-6...1e9) ?? SpringParameters.popDefault.tension
      let c = n("friction", 0...1e9) ?? n("damping", 0...1e9) ?? SpringParameters.popDefault.friction
      return SpringParameters(tension: k, friction: c, mass: mass)
    }
    var spring = SpringParameters(bounciness: n("bounciness", 0...20) ?? 4, speed: n("speed", 0...20) ?? 12)
    spring.mass = mass
    return spring
  }

  /// A velocity: a number for one-component properties, a list otherwise.
  static func velocity(_ node: SceneNode, property: AnimatableProperty, path: String, context: DecodingContext)
    -> [Double]?
  {
    if property.count == 1 { return context.number(node, path).map { [$0] } }
    if property == .scale, case .scalar = node.kind {
      return context.number(node, path).map { [$0, $0] }
    }
    guard case .sequence(let items) = node.kind, items.count == property.count else {
      context.report(
        node, path, "expected \(property.count) velocity components for '\(property.name)', found \(node.summary)",
        hint: "write [vx, vy]")
      return nil
    }
    let values = items.enumerated().compactMap { context.number($1, "\(path)[\($0)]") }
    return values.count == property.count ? values : nil
  }

  static func keyframes(_ node: SceneNode, property: AnimatableProperty, path: String, context: DecodingContext)
    -> [KeyframeStop]?
  {
    guard case .sequence(let items) = node.kind, !items.isEmpty else {
      context.report(
        node, path, "expected a list of stops, found \(node.summary)",
        hint: "write [{time: 0, value: 0}, {time: 1, value: 100}]")
      return nil
    }
    guard items.count <= SceneLimits.maxKeyframes else {
      context.report(
        node, path,
        "\(NodeConverter.format(items.count)) keyframe stops is more than the limit of \(NodeConverter.format(SceneLimits.maxKeyframes))",
        hint: "use fewer stops (SceneLimits.maxKeyframes), or split the animation")
      return nil
    }
    var stops: [KeyframeStop] = []
    for (i, item) in items.enumerated() {
      let itemPath = "\(path)[\(i)]"
      guard
        let stop = ObjectReader(
          item, path: itemPath, allowed: keyframeKeys, context: context, what: "a keyframe stop"),
        let timeNode = stop.required("time", "0"),
        let time = context.number(timeNode, stop.childPath("time"), in: 0...SceneLimits.maxDuration),
        let valueNode = stop.required("value", "0"),
        let value = AnimationDecoder.value(
          valueNode, property: property, path: stop.childPath("value"), context: context)
      else { continue }
      if let previous = stops.last, time < previous.time {
        context.report(
          timeNode, stop.childPath("time"), "stop times must not decrease (\(time) after \(previous.time))",
          hint: "sort the stops by time")
      }
      var easing = TimingFunction.linear
      if let e = stop["easing"], let text = context.string(e, stop.childPath("easing")) {
        switch TimingFunctionParser.parse(text) {
        case .success(let t): easing = t
        case .failure(let f): context.report(e, stop.childPath("easing"), f.message, hint: f.hint)
        }
      }
      let hold = stop["hold"].flatMap { context.bool($0, stop.childPath("hold")) } ?? false
      stops.append(KeyframeStop(time: time, value: value, easing: easing, hold: hold))
    }
    return stops.count == items.count ? stops : nil
  }

  /// Reads a value of `property`'s kind: a number, a pair or a colour. A number given for
  /// `scale` is a uniform scale (`2` is `[2, 2]`), as in a layer's own `scale:`.
  static func value(
    _ node: SceneNode, property: AnimatableProperty, path: @autoclosure () -> String, context: DecodingContext
  ) -> [Double]? {
    switch property.kind {
    case .scalar: return context.number(node, path()).map { [$0] }
    case .pair:
      if property == .scale, case .scalar = node.kind {
        return context.number(node, path()).map { [$0, $0] }
      }
      return context.pair(node, path()).map { [$0.x, $0.y] }
    case .color: return context.color(node, path())?.components
    }
  }
}
