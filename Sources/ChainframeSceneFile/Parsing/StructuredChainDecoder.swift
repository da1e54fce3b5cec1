import ChainframeModel

/// Decodes the structured form of a chain: a list of links, each a mapping of operations
/// plus `duration`, `delay`, `repeat`, `easing` or `spring`:
/// `[{duration: 0.8, easing: easeOutBounce, moveX: 300}, {spring: {bounciness: 12}, rotate: 90}]`.
///
/// It builds the same ``Chain`` as the string form, through the same vocabulary, so both
/// compile to identical arrays.
enum StructuredChainDecoder {
  static let controlKeys = ["duration", "delay", "repeat", "easing", "spring"]
  static let springKeys = ["bounciness", "speed", "stiffness", "damping", "mass", "tension", "friction"]

  static var operationNames: [String] {
    ChainVocabulary.allNames.filter {
      ![
        "thenAfter", "wait", "delay", "animate", "animateWithRepeat", "repeat", "easing", "springPhysics",
        "springStiffness",
      ].contains($0)
    }
  }

  static func decode(_ items: [SceneNode], path: String, context: DecodingContext) -> Chain? {
    var builder = ChainBuilder(name: path)
    // Finished links are kept here, not in the builder (see detachFinishedLinks).
    var finished: [ChainLink] = []
    var ok = true
    for (index, item) in items.enumerated() {
      let linkPath = "\(path)[\(index)]"
      guard case .mapping(let entries) = item.kind else {
        context.report(
          item, linkPath, "expected a link (a mapping), found \(item.summary)",
          hint: "write '{duration: 0.5, moveX: 100}'; a chain is either one string or a list of links")
        ok = false
        continue
      }
      let allowed = controlKeys + operationNames
      guard let object = ObjectReader(item, path: linkPath, allowed: allowed, context: context, what: "a chain link")
      else {
        ok = false
        continue
      }
      var hasOperation = false
      for entry in entries where !controlKeys.contains(entry.key) && allowed.contains(entry.key) {
        hasOperation = true
        let call = ChainParser.Call(
          name: entry.key, args: arguments(entry.value), hasParens: !isTrue(entry.value), offset: 0,
          location: entry.value.location)
        switch ChainVocabulary.apply(call, to: builder) {
        case .success(.builder(let next)): builder = next
        case .success(.chain): break
        case .failure(let error):
          context.report(entry.value, object.childPath(entry.key), error.message, hint: error.hint)
          ok = false
        }
      }
      if !hasOperation {
        context.report(
          item, linkPath, "a link needs at least one operation",
          hint: Suggestion.hint(
            for: "", in: ["moveX", "moveY", "rotate", "makeOpacity", "transformScale"], noun: "operations"))
        ok = false
      }
      if let n = object["easing"], let text = context.string(n, object.childPath("easing")) {
        if let penner = PennerEasing.named(text) {
          builder = builder.linkEasing(.penner(penner))
        } else {
          switch TimingFunctionParser.parse(text) {
          case .success(let timing): builder = builder.linkEasing(timing)
          case .failure(let f):
            context.report(n, object.childPath("easing"), f.message, hint: f.hint)
            ok = false
          }
        }
      }
      if let n = object["spring"] {
        if let parameters = spring(n, path: object.childPath("spring"), context: context) {
          builder = builder.linkSpring(parameters)
        } else {
          ok = false
        }
      }
      if let n = object["delay"], let v = context.number(n, object.childPath("delay"), in: 0...SceneLimits.maxDuration)
      {
        builder = builder.wait(v)
      }
      if let n = object["repeat"],
        let v = context.integer(n, object.childPath("repeat"), in: 1...SceneLimits.maxRepeatCount)
      {
        builder = builder.repeat(v)
      }
      var duration = 0.0
      if let n = object["duration"],
        let v = context.number(n, object.childPath("duration"), in: 0...SceneLimits.maxDuration)
      {
        duration = v
      } else if object["duration"] == nil && object["spring"] == nil {
        context.report(
          item, object.childPath("duration"), "missing required key 'duration'",
          hint: "add 'duration: 0.5' (seconds), or a 'spring:' that decides how long the link lasts")
        ok = false
      }
      if index + 1 >= SceneLimits.maxChainLinks && index + 1 < items.count {
        let error = ChainParser.tooManyLinks(at: 0)
        context.report(items[index + 1], "\(path)[\(index + 1)]", error.message, hint: error.hint)
        return nil
      }
      if index + 1 < items.count {
        builder = builder.thenAfter(duration)
        finished.append(contentsOf: builder.detachFinishedLinks())
      } else {
        guard ok else { return nil }
        let last = builder.animate(duration)
        return Chain(links: finished.filter(ChainBuilder.isMeaningful) + last.links, name: last.name)
      }
    }
    return nil
  }

  private static func isTrue(_ node: SceneNode) -> Bool {
    if case .scalar(let t, false) = node.kind { return t == "true" }
    return false
  }

  /// Chain arguments from a value: a number, a string, `true` (no arguments) or a list.
  private static func arguments(_ node: SceneNode) -> [ChainArgument] {
    func one(_ n: SceneNode) -> ChainArgument {
      if case .scalar(let text, let quoted) = n.kind {
        if !quoted, let v = Double(text) { return ChainArgument(value: .number(v), offset: 0) }
        if !quoted, text == "true" || text == "false" { return ChainArgument(value: .word(text), offset: 0) }
        return ChainArgument(value: .text(text), offset: 0)
      }
      return ChainArgument(value: .word(n.summary), offset: 0)
    }
    switch node.kind {
    case .sequence(let items): return items.map(one)
    case .scalar(let text, false) where text == "true": return []
    default: return [one(node)]
    }
  }

  /// `spring: {bounciness, speed}`, `{stiffness, damping, mass}` or `{tension, friction, mass}`.
  private static func spring(_ node: SceneNode, path: String, context: DecodingContext) -> SpringParameters? {
    if case .scalar(let t, false) = node.kind, t == "true" { return SpringParameters(bounciness: 4, speed: 12) }
    guard let object = ObjectReader(node, path: path, allowed: springKeys, context: context, what: "a spring") else {
      return nil
    }
    func n(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    if object["stiffness"] != nil || object["damping"] != nil {
      guard let stiffness = n("stiffness", 0.001...1e6), let damping = n("damping", 0...1e6) else {
        context.report(
          node, path, "a stiffness spring needs 'stiffness' and 'damping'", hint: "write {stiffness: 170, damping: 26}")
        return nil
      }
      return SpringParameters(stiffness: stiffness, damping: damping, mass: n("mass", 0.001...1e6) ?? 1)
    }
    if object["tension"] != nil || object["friction"] != nil {
      guard let tension = n("tension", 0.001...1e6), let friction = n("friction", 0...1e6) else {
        context.report(
          node, path, "a tension spring needs 'tension' and 'friction'", hint: "write {tension: 300, friction: 10}")
        return nil
      }
      return SpringParameters(tension: tension, friction: friction, mass: n("mass", 0.001...1e6) ?? 1)
    }
    return SpringParameters(bounciness: n("bounciness", 0...20) ?? 4, speed: n("speed", 0...20) ?? 12)
  }
}
