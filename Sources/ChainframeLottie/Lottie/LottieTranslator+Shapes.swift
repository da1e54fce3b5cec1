import ChainframeModel

/// Shape layers: groups, geometry and the styles that paint them, in Lottie's order (an
/// item list runs top to bottom; a style paints every shape listed before it, also inside
/// nested groups).
extension LottieTranslator {
  /// The scene layers (back to front) of a shape item list; `inherited` are the modifiers
  /// (trims, round corners, …) listed after this list's group in the enclosing lists (they modify every
  /// shape above them, nested groups included).
  mutating func shapes(_ items: [LottieJSON], inherited: [LottieJSON] = []) -> [SceneText] {
    var out: [SceneText] = []
    for j in items.indices.reversed() {
      let item = items[j]
      if item.bool("hd") { continue }
      // Modifiers (trims, round corners, …) listed after an item still modify the shapes above it.
      let later = items[(j + 1)...].filter(Self.isModifier)
      switch item["ty"]?.string ?? "" {
      case "gr":
        if let group = shapeGroup(item, inherited: Array(later) + inherited) { out.append(group) }
      case "fl", "st", "gf", "gs":
        let hasOwn = items[0..<j].contains { $0["ty"]?.string == "tm" && Self.isModifier($0) }
        out += styled(Array(items[0..<j]), style: item, modifiers: hasOwn ? inherited : Array(later) + inherited)
      case "rp":
        let above = Array(items[0..<j])
        // lottie-web puts the copies at the front of this list: the modifiers listed above the
        // repeater apply to every copy once more, after the copy's own.
        let again = above.filter(Self.isModifier) + inherited
        out += repeaterCopies(item) { $0.shapes(above, inherited: again) }
        return out
      // lottie-web, the reference player, ignores merge paths: the shapes above one are drawn
      // as they are (one compound path per style, as without a merge). Following After Effects
      // instead drew files differently from how their authors previewed them (`Plane`: the
      // globe's ring subtracted away), so the merge is reported and not applied.
      case "mm":
        report(item, "merge paths (mm)", "ignored, as lottie-web ignores them: the paths are drawn as they are")
      // lottie-web has no twist: the shapes are drawn untwisted there too.
      case "tw": report(item, "twist (tw)", "ignored, as lottie-web ignores it")
      case "sh", "rc", "el", "sr", "tr", "tm", "rd", "pb", "zz", "op": break
      default: report(item["ty"], "shape item \(item["ty"]?.string ?? "?")", "ignored")
      }
    }
    return out
  }

  /// A shape group (`gr`) with its own transform and styles.
  mutating func shapeGroup(_ group: LottieJSON, inherited: [LottieJSON]) -> SceneText? {
    let items = group["it"]?.array ?? []
    let children = shapes(items, inherited: inherited)
    if children.isEmpty { return nil }
    let tr = items.last { $0["ty"]?.string == "tr" }
    var entries = transformGroup(tr, id: makeId(group["nm"]?.string, fallback: "group"), opacity: true)
    entries.append((.children, .list(children)))
    return .map(entries)
  }

  /// Outline layers for every shape in `items` (and nested groups) painted by `style`.
  mutating func styled(_ items: [LottieJSON], style: LottieJSON, modifiers inherited: [LottieJSON]) -> [SceneText] {
    if let r = items.lastIndex(where: { $0["ty"]?.string == "rp" && !$0.bool("hd") }) {
      let above = Array(items[0..<r])
      let below = Array(items[(r + 1)...])
      let rest = styled(below, style: style, modifiers: inherited)
      if let path = repeaterPath(items[r], above: above, style: style, modifiers: inherited) { return rest + path }
      // As in `shapes`: the modifiers above the repeater apply to each copy once more.
      let again = above.filter(Self.isModifier) + inherited
      return rest
        + repeaterCopies(items[r], paintedBelow: true) { $0.styled(above, style: style, modifiers: again) }
    }
    // The nearest modifiers first (a shape's own trim before its enclosing lists' trims).
    let modifiers = items.filter(Self.isModifier) + inherited
    let trims = modifiers.filter { $0["ty"]?.string == "tm" }
    // Trimmed "individually" (m 2): the shapes of this list laid end to end, as one outline.
    let individually = trims.first?.int("m") == 2
    var out: [SceneText] = []
    var merged: [Outline] = []
    for item in items.reversed() where !item.bool("hd") {
      let type = item["ty"]?.string ?? ""
      if type == "gr" {
        if let layers = strokedInStyleSpace(
          item, style: style, modifiers: modifiers, trims: trims, individually: individually)
        {
          out += layers
          continue
        }
        if trims.isEmpty, let compound = compoundInStyleSpace(item, modifiers: modifiers, bake: Self.isDashed(style)) {
          if case .path(let d) = compound, d.isEmpty { continue }
          merged.append(compound)
          continue
        }
        let inner = item["it"]?.array ?? []
        let tr = inner.last { $0["ty"]?.string == "tr" }
        let children = styled(inner, style: gradient(style, inside: tr), modifiers: modifiers)
        guard !children.isEmpty else { continue }
        if individually, let trim = trims.first {
          report(trim["m"], "trim paths individually (m 2) across groups", "each group trimmed on its own")
        }
        var entries = transformGroup(tr, id: makeId(item["nm"]?.string, fallback: "group"), opacity: true)
        entries.append((.children, .list(children)))
        out.append(.map(entries))
        continue
      }
      // A dash pattern starts where the outline starts: animated rectangles and ellipses are
      // baked as lottie-web builds them (rectangles from the top-right corner, ellipses from
      // the top) instead of drawn as boxes, whose outlines start elsewhere.
      guard ["sh", "rc", "el", "sr"].contains(type),
        let geometry = outline(item, modifiers: modifiers, bake: Self.isDashed(style))
      else {
        continue
      }
      if trims.isEmpty || individually {
        if case .path(let d) = geometry {
          merged.append(.path(d))
          continue
        }
        if case .morph = geometry {
          merged.append(geometry)
          continue
        }
      }
      if let layer = paintedLayer(geometry, style: style, trims: trims, id: item["nm"]?.string) { out.append(layer) }
    }
    if !merged.isEmpty,
      let layer = paintedLayer(
        Self.compound(Array(merged.reversed())), style: style, trims: individually ? trims : [], id: nil)
    {
      out.insert(layer, at: 0)
    }
    return out
  }

  /// Several static paths and morphs as one compound outline (one fill rule across them).
  static func compound(_ parts: [Outline]) -> Outline {
    var frames: [String]?
    for case .morph(let f) in parts { frames = f }
    guard let count = frames?.count else {
      return .path(
        parts.compactMap { if case .path(let d) = $0 { return d } else { return nil } }.joined(separator: " "))
    }
    return .morph(
      (0..<count).map { n in
        parts.compactMap { part -> String? in
          switch part {
          case .path(let d): return d
          case .morph(let f): return n < f.count ? f[n] : nil
          case .animated: return nil
          }
        }.filter { !$0.isEmpty }.joined(separator: " ")
      })
  }

  /// What an outline is in the scene: static path data, or a layer animating its box.
  enum Outline {
    case path(String)
    case animated([(SceneKey, SceneText)], animations: [SceneText])
    case morph([String])
  }

  /// The outline of a shape item.
  /// `bake`: animated rectangles and ellipses as per-frame outlines rather than animated boxes.
  mutating func outline(_ item: LottieJSON, modifiers: [LottieJSON], bake: Bool = false) -> Outline? {
    if Self.reshapes(modifiers) { return reshapedOutline(item, modifiers: modifiers) }
    let reversed = Self.isReversed(item)
    let roundness = modifiers.first { $0["ty"]?.string == "rd" }.flatMap { LottieProperty($0["r"]) }
    // The radius when it rounds anything (animated, or static above zero).
    let corners = roundness.flatMap { $0.isAnimated || $0.initial.first ?? 0 > 0 ? $0 : nil }
    let trimmed = bake || modifiers.contains { $0["ty"]?.string == "tm" }
    switch item["ty"]?.string ?? "" {
    case "sh":
      guard let ks = item["ks"] else { return nil }
      guard spendVertexBudget(ks) else { return nil }
      if let first = ks["k"]?.array.first, first.isObject, ks["k"]?.count ?? 0 > 1 || first["s"] != nil {
        return morph(ks, corners: corners)
      }
      guard let value = ks["k"] else { return nil }
      if let corners { return roundedPath(item, value, corners: corners) }
      return LottieGeometry.bezier(value).map(Outline.path)
    case "rc":
      guard let p = LottieProperty(item["p"]), let s = LottieProperty(item["s"]) else { return nil }
      var r = LottieProperty(item["r"]) ?? LottieProperty(value: [0], path: item.path)
      if let round = roundness, !r.isAnimated, r.initial.first ?? 0 == 0 { r = round }
      if !p.isAnimated && !s.isAnimated && !r.isAnimated {
        return .path(
          LottieGeometry.rect(center: p.initial, size: s.initial, radius: r.initial.first ?? 0, reversed: reversed))
      }
      if trimmed {
        // Trims measure from the path's own start (the top-right corner): baked per frame.
        return baked(item) {
          LottieGeometry.rect(
            center: p.value(at: $0), size: s.value(at: $0), radius: r.value(at: $0).first ?? 0, reversed: reversed)
        }
      }
      var entries: [(SceneKey, SceneText)] = [(.type, .string("rect"))]
      var animations: [SceneText] = []
      let pr = animator.animate(p, .pair("position"))
      let sr = animator.animate(s, .pair("size"))
      let rr = animator.animate(r, .scalar("cornerRadius"))
      entries += [(.position, pr.base), (.size, sr.base)]
      if rr.base.flow != "0" || !rr.animations.isEmpty { entries.append((.cornerRadius, rr.base)) }
      animations = pr.animations + sr.animations + rr.animations
      return .animated(entries, animations: animations)
    case "el":
      guard let p = LottieProperty(item["p"]), let s = LottieProperty(item["s"]) else { return nil }
      if !p.isAnimated && !s.isAnimated {
        return .path(LottieGeometry.ellipse(center: p.initial, size: s.initial, reversed: reversed))
      }
      if trimmed {
        return baked(item) {
          LottieGeometry.ellipse(center: p.value(at: $0), size: s.value(at: $0), reversed: reversed)
        }
      }
      let pr = animator.animate(p, .pair("position"))
      let sr = animator.animate(s, .pair("size"))
      return .animated(
        [(.type, .string("ellipse")), (.position, pr.base), (.size, sr.base)],
        animations: pr.animations + sr.animations)
    case "sr":
      // The star's own properties, then the round-corners radius of an enclosing `rd`.
      let props = ["p", "pt", "or", "ir", "r", "os", "is"].map { LottieProperty(item[$0]) } + [roundness]
      let isStar = item.int("sy") != 2
      if isStar, corners != nil, let points = props[1], points.initial.first.map({ $0.rounded(.down) != $0 }) ?? false {
        report(item, "rounded corners on a star with a fractional point count", "drawn with sharp corners")
      }
      func shape(_ value: (LottieProperty?, Double) -> Double, _ center: [Double]) -> String? {
        let points = value(props[1], 5)
        if isStar, points.rounded(.down) != points, value(props[5], 0) == 0, value(props[6], 0) == 0 {
          return LottieGeometry.partialStar(
            center: center, points: points, outer: value(props[2], 0), inner: value(props[3], 0),
            rotation: value(props[4], 0), reversed: reversed)
        }
        return LottieGeometry.star(
          center: center, points: Int(value(props[1], 5).rounded(.down)), outer: value(props[2], 0),
          inner: value(props[3], 0), rotation: value(props[4], 0), star: isStar, reversed: reversed,
          outerRoundness: value(props[5], 0), innerRoundness: isStar ? value(props[6], 0) : 0,
          corners: value(props[7], 0))
      }
      guard props.contains(where: { $0?.isAnimated ?? false }) else {
        return shape({ $0?.initial.first ?? $1 }, props[0]?.initial ?? [0, 0]).map(Outline.path)
      }
      // Animated: the outline at every output frame, drawn like a shape morph.
      return baked(item) { f in shape({ $0?.value(at: f).first ?? $1 }, props[0]?.value(at: f) ?? [0, 0]) }
    default:
      return nil
    }
  }

  /// Whether shape `item` runs counter-clockwise, as lottie-web reads its direction `d`: 3
  /// reverses ellipses and stars, while a rectangle runs clockwise only for 1 or 2 (one
  /// written without `d` is reversed, which decides where trims start and which holes a
  /// compound path's fill rule cuts).
  static func isReversed(_ item: LottieJSON) -> Bool {
    let d = item.int("d")
    if item["ty"]?.string == "rc" { return d != 1 && d != 2 }
    return d == 3
  }

  /// An animated shape's outline at every output frame, drawn like a shape morph; its first
  /// frame's outline (and a finding) when it has too many distinct shapes.
  mutating func baked(_ item: LottieJSON, _ outline: (Double) -> String?) -> Outline? {
    let timebase = animator.timebase
    return perFrame(item, feature: "animated shape with too many distinct outlines") {
      outline(timebase.localFrame(ofOutput: $0))
    }
  }

  /// The outline `outline(n)` of every output frame n: one path when they are all the same,
  /// else a morph; the first frame's path (and a finding named `feature`) beyond the morph and
  /// layer budgets.
  mutating func perFrame(_ item: LottieJSON, feature: String, _ outline: (Int) -> String?) -> Outline? {
    guard animator.spendSweep(path: item.path, feature: feature, effect: "drawn with its first outline") else {
      return outline(0).map(Outline.path)
    }
    var frames: [String] = []
    var distinct = 0
    for n in 0..<animator.timebase.frameCount {
      let d = outline(n) ?? ""
      if frames.last != d { distinct += 1 }
      frames.append(d)
      if distinct > Self.maxMorphFrames || layerCount + distinct > Self.maxLayers {
        report(item, feature, "drawn with its first outline")
        return outline(0).map(Outline.path)
      }
    }
    return distinct == 1 ? .path(frames[0]) : .morph(frames)
  }
}
