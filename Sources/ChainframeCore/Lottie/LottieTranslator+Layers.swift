/// Precompositions, solids, images and masks.
extension LottieTranslator {
  /// A precomposition layer's content: the asset's layers on the nested clock, clipped to the
  /// layer's width and height.
  mutating func precomp(_ layer: LottieJSON) -> [SceneText] {
    guard let ref = layer["refId"]?.string, let asset = assets[ref], let layers = asset["layers"]?.array else {
      report(layer["refId"], "precomposition without its asset", "not drawn")
      return []
    }
    guard precompDepth < Self.maxPrecompDepth else {
      report(layer, "precompositions nested deeper than \(Self.maxPrecompDepth)", "not drawn")
      return []
    }
    if layer["tm"] != nil {
      report(layer["tm"], "time remapping (tm)", "ignored: the precomposition plays at normal speed")
    }
    let st = layer.number("st") ?? 0
    var sr = layer.number("sr") ?? 1
    if !(sr > 0) { sr = 1 }
    let saved = animator.timebase
    animator.timebase = saved.nested(start: st, stretch: sr)
    precompDepth += 1
    let children = composition(layers)
    precompDepth -= 1
    animator.timebase = saved
    guard !children.isEmpty else { return [] }
    let w = layer.number("w") ?? asset.number("w") ?? 0
    let h = layer.number("h") ?? asset.number("h") ?? 0
    guard w > 0, h > 0, w <= 1e6, h <= 1e6 else { return children }
    return [
      .map([
        ("type", .string("group")), ("id", .string(makeId(layer["nm"]?.string.map { "\($0) clip" }, fallback: "clip"))),
        ("anchor", .pair(0, 0)), ("size", .pair(w, h)), ("clip", .bool(true)), ("children", .list(children)),
      ])
    ]
  }

  /// A solid layer: a rectangle of its colour at the origin.
  mutating func solid(_ layer: LottieJSON) -> [SceneText] {
    let w = layer.number("sw") ?? 0
    let h = layer.number("sh") ?? 0
    guard w > 0, h > 0, w <= 1e6, h <= 1e6 else { return [] }
    let color = layer["sc"]?.string ?? "#000000"
    return [
      .map([
        ("type", .string("rect")),
        ("id", .string(makeId(layer["nm"]?.string.map { "\($0) solid" }, fallback: "solid"))),
        ("anchor", .pair(0, 0)), ("size", .pair(w, h)),
        ("fill", .string(ColorParser.parse(color) == nil ? "#000000" : color)),
      ])
    ]
  }

  /// An image layer from a file next to the Lottie file (embedded images are reported).
  mutating func image(_ layer: LottieJSON) -> [SceneText] {
    guard let ref = layer["refId"]?.string, let asset = assets[ref], let p = asset["p"]?.string else {
      report(layer["refId"], "image layer without its asset", "not drawn")
      return []
    }
    if asset.bool("e") || p.hasPrefix("data:") {
      report(asset["p"], "embedded (base64) image", "not drawn")
      return []
    }
    let src = (asset["u"]?.string ?? "") + p
    var entries: [(String, SceneText)] = [
      ("type", .string("image")), ("id", .string(makeId(layer["nm"]?.string, fallback: "image"))),
      ("src", .string(src)), ("anchor", .pair(0, 0)), ("fit", .string("fill")),
    ]
    if let w = asset.number("w"), let h = asset.number("h"), w > 0, h > 0 { entries.append(("size", .pair(w, h))) }
    return [.map(entries)]
  }

  /// The layer's masks (`masksProperties`) as a scene mask, when one mode can express them.
  mutating func masks(_ layer: LottieJSON) -> SceneText? {
    let list = (layer["masksProperties"]?.array ?? []).filter { ($0["mode"]?.string ?? "a") != "n" }
    guard !list.isEmpty else { return nil }
    let subtractive = list.map { ($0["mode"]?.string ?? "a") == "s" ? !$0.bool("inv") : $0.bool("inv") }
    let allAdd = list.allSatisfy { ($0["mode"]?.string ?? "a") == "a" }
    let allSubtract = list.allSatisfy { ($0["mode"]?.string ?? "a") == "s" }
    let mode: String
    var used = list
    if allAdd && !subtractive.contains(true) {
      mode = "alpha"
    } else if (allSubtract || allAdd) && !subtractive.contains(false) {
      mode = "alpha-inverted"
    } else if list.count == 1 {
      mode = subtractive[0] ? "alpha-inverted" : "alpha"
    } else {
      mode = subtractive[0] ? "alpha-inverted" : "alpha"
      used = list.enumerated().filter { subtractive[$0.offset] == subtractive[0] }.map(\.element)
      report(layer["masksProperties"], "masks combining different modes", "only masks like the first apply")
    }
    var paths: [SceneText] = []
    for mask in used {
      for key in ["x", "f"] {
        if let p = LottieProperty(mask[key]), p.isAnimated || (p.initial.first ?? 0) != 0 {
          report(mask[key], key == "x" ? "mask expansion" : "mask feather", "ignored")
        }
      }
      guard let pt = mask["pt"] else { continue }
      var shape = pt["k"]
      if let first = shape?.array.first, first.isObject {
        if (shape?.array.count ?? 0) > 1 { report(pt, "animated mask path", "drawn with its first keyframe's shape") }
        shape = first["s"]?.array.first ?? first["s"]
      }
      guard let shape, let d = LottieGeometry.bezier(shape) else { continue }
      let opacity = LottieProperty(mask["o"])
      if opacity?.isAnimated ?? false { report(mask["o"], "animated mask opacity", "held at its first value") }
      let alpha = (opacity?.initial.first ?? 100) / 100
      paths.append(
        .map([
          ("type", .string("path")), ("id", .string(makeId(mask["nm"]?.string, fallback: "mask"))), ("d", .string(d)),
          ("fill", .string(LottieAnimator.colorText([1, 1, 1, alpha]))),
        ]))
    }
    guard !paths.isEmpty else { return nil }
    var holder = transformGroup(layer["ks"], id: makeId(nil, fallback: "mask space"), opacity: false)
    holder.append(("children", .list(paths)))
    return .map([("mode", .string(mode)), ("layers", .list([.map(holder)]))])
  }
}
