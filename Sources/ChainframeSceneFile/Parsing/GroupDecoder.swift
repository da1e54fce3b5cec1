import ChainframeModel

/// Decodes a group's `children`, `stagger` and `clip`, and any nested list of layers.
enum GroupDecoder {
  static let staggerKeys = ["delay", "from"]

  static func decode(
    _ object: ObjectReader, into layer: inout Layer, scope: LayerDecoder.Scope, context: DecodingContext
  ) {
    if let n = object["clip"], let v = context.bool(n, object.childPath("clip")) { layer.style.clipsChildren = v }
    guard let list = object.required("children", "[...]") else { return }
    layer.children = layers(
      list, path: object.childPath("children"), idPrefix: layer.id, scope: scope, context: context)
    if let n = object["stagger"], let stagger = decodeStagger(n, path: object.childPath("stagger"), context: context) {
      let count = layer.children.count
      for i in layer.children.indices { layer.children[i].delayAll(by: stagger.delay(ofChild: i, count: count)) }
    }
  }

  /// `stagger: 0.1` or `{delay: 0.1, from: center}`.
  static func decodeStagger(_ node: SceneNode, path: String, context: DecodingContext) -> Stagger? {
    if case .mapping = node.kind {
      guard let object = ObjectReader(node, path: path, allowed: staggerKeys, context: context, what: "a stagger")
      else { return nil }
      guard
        let delay = object.required("delay", "0.1").flatMap({
          context.number($0, object.childPath("delay"), in: 0...SceneLimits.maxDuration)
        })
      else { return nil }
      var stagger = Stagger(delay: delay)
      if let n = object["from"],
        let v = context.choice(n, object.childPath("from"), Stagger.Origin.self, noun: "stagger origin")
      {
        stagger.from = v
      }
      return stagger
    }
    return context.number(node, path, in: 0...SceneLimits.maxDuration).map { Stagger(delay: $0) }
  }

  /// A list of layers one level deeper than `scope`.
  static func layers(
    _ list: SceneNode, path: String, idPrefix: String, scope: LayerDecoder.Scope, context: DecodingContext
  ) -> [Layer] {
    guard case .sequence(let items) = list.kind else {
      context.report(list, path, "expected a list of layers, found \(list.summary)", hint: "write '- type: rect' items")
      return []
    }
    guard scope.depth < SceneLimits.maxDepth else {
      context.report(
        list, path, "layers are nested more than \(SceneLimits.maxDepth) levels deep",
        hint: "flatten the groups; deeper nesting is almost always a generator bug")
      return []
    }
    var result: [Layer] = []
    for (i, item) in items.enumerated() {
      var inner = scope
      inner.depth += 1
      inner.defaultID = "\(idPrefix)/\(i)"
      if let layer = LayerDecoder.decode(item, path: "\(path)[\(i)]", scope: inner, context: context) {
        result.append(layer)
      }
    }
    return result
  }
}
