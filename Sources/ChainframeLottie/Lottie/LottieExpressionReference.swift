import ChainframeModel

/// A property another expression reads by name: an expression control's value
/// (`effect('Slider Control')('Slider')`, also through `thisComp.layer('counter')` or
/// `thisLayer`), a layer's transform (`thisComp.layer('null').transform.position`), a
/// property of the same group (`thisProperty.propertyGroup(1)(2)`) or a property of a content
/// item (`content('Shape 1').content('Path 1').path`, `….content('Trim Paths 1').end`, also on
/// another layer).
/// Resolved against the layers of the same composition when the expression is baked.
struct LottieExpressionReference: Hashable {
  /// A layer, effect or effect parameter chosen by name (`nm`, or `mn`) or by 1-based index.
  enum Selector: Hashable {
    case name(String)
    case index(Int)
  }

  /// What is read on the layer.
  enum Target: Hashable {
    /// An effect's parameter value (`ef[effect].ef[parameter].v`).
    case effect(Selector, parameter: Selector)
    /// A transform property: `position`, `rotation`, `scale`, `opacity` or `anchorPoint`.
    case transform(String)
    /// A property of the group holding the expression's own property, by its `ix`
    /// (`thisProperty.propertyGroup(1)(ix)`: a rectangle's size read by its position).
    case sibling(Int)
    /// A property of an item in the layer's contents (`content('Shape 1').content('Path 1').path`,
    /// `….content('Trim Paths 1').end`): the groups, then the item, by name or 1-based position,
    /// and the member's expression name (``contentMembers``), or a group's own transform
    /// member (`content('Shape 1').transform.rotation`: ``groupTransformPrefix`` and a
    /// ``transformKeys`` name).
    case content([Selector], member: String)
  }

  /// Content items' members by their expression names, with each item type's JSON key.
  static let contentMembers: [String: [String: String]] = [
    "path": ["sh": "ks"], "size": ["el": "s", "rc": "s"], "position": ["el": "p", "rc": "p", "sr": "p"],
    "roundness": ["rc": "r", "rd": "r"], "rotation": ["sr": "r"], "points": ["sr": "pt"],
    "outerRadius": ["sr": "or"], "innerRadius": ["sr": "ir"], "outerRoundness": ["sr": "os"],
    "innerRoundness": ["sr": "is"], "start": ["tm": "s"], "end": ["tm": "e"], "offset": ["tm": "o"],
    "color": ["fl": "c", "st": "c"], "opacity": ["fl": "o", "st": "o"], "strokeWidth": ["st": "w"],
  ]

  /// Whether the reference reads a shape path (which is only ever copied whole).
  var isPath: Bool {
    if case .content(_, let member) = target { return member == "path" }
    return false
  }

  /// The layer; nil for the expression's own layer.
  var layer: Selector?
  /// What is read.
  var target: Target

  /// How a `.content` target names a member of the last group's own transform (its `tr`
  /// item): this prefix, then the member's ``transformKeys`` name.
  static let groupTransformPrefix = "transform."

  /// Transform members by their expression names, with their `ks` keys.
  static let transformKeys: [String: String] = [
    "position": "p", "rotation": "r", "scale": "s", "opacity": "o", "anchorPoint": "a",
  ]

  /// The referenced property's JSON among `layers` (the composition's layers), `own` being the
  /// expression's layer; nil when it names nothing, or names a property that is itself an
  /// expression or a split position. `group` is the object holding the expression's property.
  /// Its keys are composition frames whatever its layer's `st` (lottie-web cancels `st`).
  func resolve(in layers: [LottieJSON], own: LottieJSON, group: LottieJSON?) -> LottieJSON? {
    guard let found = lookup(in: layers, own: own, group: group), found["x"] == nil, !found.bool("s") else {
      return nil
    }
    return found
  }

  /// Whether the property exists but still holds an expression (a later baking round may
  /// replace it with keyframes).
  func waitsForBake(in layers: [LottieJSON], own: LottieJSON) -> Bool {
    lookup(in: layers, own: own, group: nil)?["x"] != nil
  }

  /// The property the reference names, whatever it holds.
  private func lookup(in layers: [LottieJSON], own: LottieJSON, group: LottieJSON?) -> LottieJSON? {
    let layerJSON: LottieJSON?
    switch layer {
    case nil: layerJSON = own
    case .name(let n)?: layerJSON = layers.first { $0["nm"]?.string == n }
    case .index(let i)?: layerJSON = layers.first { $0.int("ind") == i }
    }
    guard let layerJSON else { return nil }
    let property: LottieJSON?
    switch target {
    case .effect(let effect, let parameter):
      property =
        Self.pick(layerJSON["ef"]?.array ?? [], effect)
        .flatMap { Self.pick($0["ef"]?.array ?? [], parameter) }?["v"]
    case .transform(let member):
      guard let key = Self.transformKeys[member] else { return nil }
      property = layerJSON["ks"]?[key]
    case .sibling(let ix):
      guard let group else { return nil }
      property = group.keys.lazy.compactMap { group[$0] }.first { $0.isObject && $0.int("ix") == ix && $0["k"] != nil }
    case .content(let selectors, let member):
      var items = layerJSON["shapes"]?.array ?? []
      var found: LottieJSON?
      for (k, selector) in selectors.enumerated() {
        // Positions count the contents only, not the group's transform.
        guard let item = Self.pick(items.filter { $0["ty"]?.string != "tr" }, selector) else { return nil }
        if k + 1 < selectors.count {
          guard item["ty"]?.string == "gr" else { return nil }
          items = item["it"]?.array ?? []
        } else if member.hasPrefix(Self.groupTransformPrefix) {
          // A group's transform is the `tr` item among its contents.
          let name = String(member.dropFirst(Self.groupTransformPrefix.count))
          guard item["ty"]?.string == "gr", let key = Self.transformKeys[name],
            let transform = (item["it"]?.array ?? []).last(where: { $0["ty"]?.string == "tr" })
          else { return nil }
          found = transform[key]
        } else {
          found = Self.contentMembers[member]?[item["ty"]?.string ?? ""].flatMap { item[$0] }
        }
      }
      property = found
    }
    return property
  }

  /// The item of `list` a selector names: by `nm` or `mn`, or the 1-based position.
  private static func pick(_ list: [LottieJSON], _ selector: Selector) -> LottieJSON? {
    switch selector {
    case .name(let n): return list.first { $0["nm"]?.string == n || $0["mn"]?.string == n }
    case .index(let i): return i >= 1 && i <= list.count ? list[i - 1] : nil
    }
  }
}
