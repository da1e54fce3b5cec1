import ChainframeModel
import Foundation

/// Translates a Lottie document into scene text: compositions, layers, parenting, timing,
/// masks and mattes here; shapes and paints in the extensions.
struct LottieTranslator {
  /// Largest number of scene layers one file may produce (precompositions repeat content).
  static let maxLayers = 20_000
  /// Deepest nesting of precompositions.
  static let maxPrecompDepth = 8

  var animator: LottieAnimator
  /// Precomposition assets by id.
  let assets: [String: LottieJSON]
  /// Asset JSON by id (images included).
  var layerCount = 0
  var precompDepth = 0
  var usedIds: Set<String> = []
  /// For each id base, the first numeric suffix not yet tried: every smaller one is taken (ids
  /// are never released), so numbering a base's n-th copy is not a scan of all n − 1 before it
  /// (a file with thousands of same-named paths spent seconds there).
  var nextIdSuffix: [String: Int] = [:]
  /// The file's fonts and glyphs, for text layers.
  var fonts = LottieFonts()
  /// Whether a font family is installed; nil takes every family as installed.
  var fontIsInstalled: ((String) -> Bool)?
  /// Vertices × output frames the file's animated paths may still use.
  var morphBudget = LottieTranslator.maxMorphVertexFrames
  /// Output frames in which the layer being translated can show (its own in–out range
  /// within its precompositions'); nil outside any layer. Shape morphs are made only there.
  var visibleOutput: Range<Int>?
  /// Glyph vertices and bytes of text the file's text layers may still draw.
  var textBudget = (vertices: LottieTextLayout.maxVertices, bytes: 16_000_000)

  /// The root composition's size (pixels): lottie-web inverts a mask against a rectangle of
  /// this size at the layer's origin.
  var compSize = (width: 0.0, height: 0.0)
  /// A `.lottie` archive's images by entry name, as `data:` URIs; empty for JSON files.
  var archiveImages: [String: String] = [:]
  /// The folder of the Lottie file, to tell whether an external image is there; nil when the
  /// file has no folder (text read from standard input).
  var folder: String?

  /// Group box size used to express pixel anchors as unit coordinates (anchor = a / size).
  static let anchorBox = 100_000.0

  init(animator: LottieAnimator, assets: [String: LottieJSON]) {
    self.animator = animator
    self.assets = assets
  }

  /// Records a feature that is not drawn exactly.
  mutating func report(_ json: LottieJSON?, _ feature: String, _ effect: String) {
    animator.findings.append(LottieFinding(path: json?.path ?? "", feature: feature, effect: effect))
  }

  /// A unique layer id from a Lottie name.
  mutating func makeId(_ name: String?, fallback: String) -> String {
    var base = Self.idText(name ?? "")
    if base.isEmpty { base = fallback }
    var id = base
    var k = nextIdSuffix[base] ?? 2
    while usedIds.contains(id) {
      id = "\(base) \(k)"
      k += 1
    }
    if id != base { nextIdSuffix[base] = k }
    usedIds.insert(id)
    layerCount += 1
    return id
  }

  /// `name` as the text of a scene id: control and format characters (C0, C1, bidirectional
  /// overrides: names exported with a wrong encoding carry them) dropped, as scene ids refuse
  /// them; `.` (the key path separator) as `_`; `"` dropped; `${` (an interpolation) as
  /// `$ {`; spaces and tabs trimmed at both ends. One pass over the scalars (Foundation's
  /// `replacingOccurrences` four times was 2 % of loading a small file).
  static func idText(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        if v < 0x20 || v == 0x7F || scalar == "\"" { continue }
      } else if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
        continue
      }
      if scalar == "{", scalars.last == "$" { scalars.append(" ") }
      scalars.append(scalar == "." ? "_" : scalar)
    }
    func blank(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
    while let first = scalars.first, blank(first) { scalars.removeFirst() }
    while let last = scalars.last, blank(last) { scalars.removeLast() }
    return String(scalars)
  }

  /// The scene layers (back to front) of a composition's layer list.
  mutating func composition(_ layers: [LottieJSON]) -> [SceneText] {
    var byIndex: [Int: LottieJSON] = [:]
    for layer in layers { if let ind = layer.int("ind") { byIndex[ind] = byIndex[ind] ?? layer } }
    var out: [SceneText] = []
    for (position, layer) in layers.enumerated().reversed() {
      guard layerCount < Self.maxLayers else {
        report(layer, "more content than \(Self.maxLayers) scene layers", "the rest is not drawn")
        break
      }
      if layer.bool("td") || layer.bool("hd") { continue }
      if let ind = Self.setMatteIndex(layer) {
        // Set Matte: blended on the matte group, as a track matte is.
        guard let node = drawnLayer(layer, byIndex: byIndex, blended: false) else { continue }
        out.append(setMatte(node, layer: layer, ind: ind, byIndex: byIndex))
        continue
      }
      let matteType = layer.int("tt") ?? 0
      var matte: LottieJSON?
      if matteType != 0 {
        if let tp = layer.int("tp") { matte = byIndex[tp] } else if position > 0 { matte = layers[position - 1] }
      }
      // lottie-web's svg renderer builds no mask for an inverted luma matte (tt 4): the
      // layer's `mask` names a missing element, which Chromium ignores, so it draws unmatted.
      let mode = [1: "alpha", 2: "alpha-inverted", 3: "luma"][matteType]
      if matteType == 4 {
        report(layer["tt"], "inverted luma track matte (tt 4)", "drawn unmatted, as lottie-web's svg renderer draws it")
      }
      let matted = matte != nil && mode != nil
      guard var node = drawnLayer(layer, byIndex: byIndex, blended: !matted) else { continue }
      if matteType != 0 && matteType != 4 {
        // A matte layer that draws nothing (a shape without a fill, say) is an empty matte:
        // alpha hides the layer, alpha-inverted shows all of it, as every player draws it.
        // So is a matte layer without `td`: lottie-web's mask points at the layer by an id
        // only `td` layers get, and draws nothing (the layer itself is drawn as usual). A
        // `td` layer's own `tt` is not applied when it serves as a matte, as lottie-web's
        // matte element skips it.
        if let matte, let mode {
          let matteNode = matte.bool("td") ? drawnLayer(matte, byIndex: byIndex) ?? group([]) : group([])
          var entries: [(SceneKey, SceneText)] = [
            (.type, .string("group")), (.id, .string(makeId(nil, fallback: "matte"))),
            (.children, .list([node])),
            (.mask, .map([(.mode, .string(mode)), (.layers, .list([matteNode]))])),
          ]
          // The layer's blend mode blends the matted result with what lies below, as lottie-web
          // draws it (inside the matte group it would blend with nothing).
          if let blend = Self.blendModes[layer.int("bm") ?? 0], blend != "normal" {
            entries.append((.blend, .string(blend)))
          }
          node = .map(entries)
        } else {
          report(layer["tt"], "track matte without its matte layer", "drawn unmatted")
        }
      }
      out.append(node)
    }
    return out
  }

  /// One layer with its content, transform, masks, visibility and parents' transforms; its
  /// blend mode too unless `blended` is false (a matted layer's blend goes on the matte group).
  mutating func drawnLayer(_ layer: LottieJSON, byIndex: [Int: LottieJSON], blended: Bool = true) -> SceneText? {
    let type = layer.int("ty") ?? -1
    let enclosing = visibleOutput
    defer { visibleOutput = enclosing }
    visibleOutput = outputFrames(ip: layer.number("ip") ?? -1e9, op: layer.number("op") ?? 1e9)
    var content: [SceneText]
    switch type {
    case 0: content = precomp(layer)
    case 1: content = solid(layer)
    case 2: content = image(layer)
    case 3: return nil
    case 4: content = shapes(layer["shapes"]?.array ?? [])
    case 5: content = text(layer)
    case 13:
      // lottie-web's svg renderer refuses cameras (it throws and then draws a broken frame);
      // the 3-D layers are drawn as it draws them without one: orthographic, no perspective.
      report(layer["ty"], "3-D camera", "ignored: 3-D layers drawn without its perspective")
      return nil
    default:
      report(layer["ty"], "layer type \(type)", "not drawn")
      return nil
    }
    // A Stroke effect draws the mask paths, on a layer that may have no content of its own.
    let strokeEffect = strokeEffect(layer)
    if let strokeEffect { content = stroked(content, by: strokeEffect) }
    if content.isEmpty { return nil }
    let effects = effects(layer, content: content)
    content = effects.content
    if !(layer["sy"]?.array.isEmpty ?? true) { report(layer["sy"], "layer styles", "ignored") }
    let name = layer["nm"]?.string
    // The parent chain, nearest first; lottie-web multiplies the layer's matrix by each.
    var parents: [LottieJSON] = []
    var chainCut = false
    var chainBroken = false
    var seen: Set<Int> = []
    func lookUp(_ child: LottieJSON) -> LottieJSON? {
      guard let ind = child.int("parent") else { return nil }
      if byIndex[ind] == nil { chainBroken = true }
      return byIndex[ind]
    }
    var parent = lookUp(layer)
    while let p = parent {
      guard let ind = p.int("ind"), seen.insert(ind).inserted, seen.count < 24 else {
        chainCut = true
        break
      }
      parents.append(p)
      parent = lookUp(p)
    }
    // lottie-web hands a layer its parents only once the chain reaches a layer without a
    // parent: a link to a missing `ind` anywhere up the chain leaves the layer with none at
    // all, drawn by its own transform alone.
    if chainBroken { parents = [] }
    let threeD = threeDTransform([layer] + parents)
    var own: [(SceneKey, SceneText)]
    if let threeD {
      own = [(.type, .string("group")), (.id, .string(makeId(name, fallback: "layer")))] + threeD.entries
      let opacity = opacityEntries(layer["ks"])
      own += opacity.entries
      let animations = threeD.animations + opacity.animations
      if !animations.isEmpty { own.append((.animations, .list(animations))) }
    } else {
      own = transformGroup(
        layer["ks"], id: makeId(name, fallback: "layer"), opacity: true, autoOrient: layer.bool("ao"))
    }
    own.append((.children, .list(content)))
    own += effects.entries
    if !effects.animations.isEmpty {
      if let index = own.firstIndex(where: { $0.0 == .animations }), case .list(let list) = own[index].1 {
        own[index].1 = .list(list + effects.animations)
      } else {
        own.append((.animations, .list(effects.animations)))
      }
    }
    if blended, let blend = Self.blendModes[layer.int("bm") ?? 0], blend != "normal" {
      own.append((.blend, .string(blend)))
    }
    if strokeEffect?.keepsMasks ?? true, let mask = masks(layer, threeD: threeD) { own.append((.mask, mask)) }
    // ip/op bound the layer itself; its parents' ranges do not hide it. Times within 1e-3
    // of a whole frame are that frame (exporters write 90.0000036 for 90).
    let ip = layer.number("ip") ?? -1e9
    let op = layer.number("op") ?? 1e9
    guard let range = animator.timebase.visibleRange(ip: ip, op: op) else { return nil }
    if !range.contiguous {
      report(layer["ip"], "layer shown in several separate time ranges", "shown from the first to the last")
    }
    let duration = Double(animator.timebase.frameCount) * animator.timebase.fps.doubleValue.reciprocal
    if range.start > 1e-9 || range.end < duration {
      own.append((.visible, .pair(max(0, range.start - 1e-9), min(range.end - 1e-9, 86_400))))
    }
    var node = SceneText.map(own)
    // A 3-D chain is one matrix, already in `own`.
    for p in threeD == nil ? parents : [] {
      // A parent's auto-orient turns its children too: lottie-web folds it into the parent's
      // matrix, which every child multiplies.
      var wrapper = transformGroup(
        p["ks"], id: makeId(name.map { "\($0) parent" }, fallback: "parent"), opacity: false,
        autoOrient: p.bool("ao"))
      wrapper.append((.children, .list([node])))
      node = .map(wrapper)
    }
    if chainCut { report(layer["parent"], "parent chain loops or is deeper than 24", "cut there") }
    return node
  }

  /// A group whose transform is a Lottie transform (`ks` or a shape group's `tr`).
  mutating func transformGroup(_ ks: LottieJSON?, id: String, opacity: Bool, autoOrient: Bool = false)
    -> [(SceneKey, SceneText)]
  {
    var entries: [(SceneKey, SceneText)] = [(.type, .string("group")), (.id, .string(id))]
    var animations: [SceneText] = []
    guard let ks else { return entries }
    if let key = Self.oneComponentKey(ks) {
      // lottie-web reads the missing component as undefined: the matrix is NaN, and Chromium
      // drops a `transform` attribute that holds NaN, so the element is drawn untransformed.
      report(ks[key], "transform whose `\(key)` has one component", "drawn untransformed, as lottie-web draws it")
      if opacity {
        let o = opacityEntries(ks)
        entries += o.entries
        if !o.animations.isEmpty { entries.append((.animations, .list(o.animations))) }
      }
      return entries
    }
    let box = Self.anchorBox
    if let a = LottieProperty(ks["a"]), a.isAnimated || a.initial.prefix(2).contains(where: { $0 != 0 }) {
      entries.append((.size, .pair(box, box)))
      let r = animator.animate(a, .pair("anchor", factor: 1 / box))
      entries.append((.anchor, r.base))
      animations += r.animations
    } else {
      entries.append((.anchor, .pair(0, 0)))
    }
    if let p = ks["p"], p.bool("s") {
      var base = [0.0, 0.0]
      for (k, axis) in ["x", "y"].enumerated() {
        guard let prop = LottieProperty(p[axis]) else { continue }
        let r = animator.animate(prop, .scalar("position.\(axis)"))
        base[k] = prop.initial.first ?? 0
        animations += r.animations
      }
      entries.append((.position, .pair(base[0], base[1])))
    } else if let p = LottieProperty(ks["p"]) {
      let r = animator.animate(p, .pair("position"))
      entries.append((.position, r.base))
      animations += r.animations
    }
    let skewed = autoOrient ? nil : skewedTransform(ks)
    if let skewed {
      entries += skewed.entries
      animations += skewed.animations
    } else if let s = LottieProperty(ks["s"]) {
      let r = animator.animate(s, .pair("scale", factor: 0.01))
      if r.base.flow != "[1, 1]" || !r.animations.isEmpty { entries.append((.scale, r.base)) }
      animations += r.animations
    }
    let path = LottieProperty(ks["p"])
    if autoOrient, let path, path.isAnimated {
      // Auto-orient: the rotation follows the motion path's direction, plus the layer's own.
      let rot = LottieProperty(ks[LottieTransform3D.zRotationKey(ks)]) ?? LottieProperty(value: [0], path: ks.path)
      func angle(_ f: Double) -> [Double] {
        [(rot.value(at: f).first ?? 0) + LottieAutoOrient.heading(path, at: f)]
      }
      let first = angle(path.keyframes.first?.time ?? 0)
      entries.append((.rotation, .number(first[0])))
      animations += animator.bake(name: "rotation", path: ks.path, format: { .number($0[0]) }, value: angle)
    } else if skewed == nil, let rot = LottieProperty(ks[LottieTransform3D.zRotationKey(ks)]) {
      let r = animator.animate(rot, .scalar("rotation"))
      if r.base.flow != "0" || !r.animations.isEmpty { entries.append((.rotation, r.base)) }
      animations += r.animations
    }
    if opacity {
      let o = opacityEntries(ks)
      entries += o.entries
      animations += o.animations
    }
    if autoOrient, let sk = LottieProperty(ks["sk"]), sk.isAnimated || sk.initial.first != 0 {
      report(ks["sk"], "skew on an auto-oriented layer", "ignored")
    }
    if !animations.isEmpty { entries.append((.animations, .list(animations))) }
    return entries
  }

  /// The first of anchor, position (unless split) and scale whose value, or one of whose
  /// keyframes, has a single component.
  static func oneComponentKey(_ ks: LottieJSON) -> String? {
    for key in ["a", "p", "s"] {
      guard let json = ks[key], !(key == "p" && json.bool("s")), let prop = LottieProperty(json) else { continue }
      if prop.initial.count < 2 || prop.keyframes.contains(where: { $0.value.count < 2 }) { return key }
    }
    return nil
  }

  /// The opacity entry (none when fully opaque throughout) and animations of a transform.
  mutating func opacityEntries(_ ks: LottieJSON?) -> (entries: [(SceneKey, SceneText)], animations: [SceneText]) {
    guard let o = LottieProperty(ks?["o"]) else { return ([], []) }
    let r = animator.animate(o, .scalar("opacity", factor: 0.01))
    let entries: [(SceneKey, SceneText)] = r.base.flow != "1" || !r.animations.isEmpty ? [(.opacity, r.base)] : []
    return (entries, r.animations)
  }

  /// A frame number, snapped to the whole frame when within 1e-3 of it.
  static func snap(_ f: Double) -> Double {
    abs(f - f.rounded()) < 1e-3 ? f.rounded() : f
  }

  /// Lottie blend modes (`bm`) by number.
  static let blendModes: [Int: String] = [
    0: "normal", 1: "multiply", 2: "screen", 3: "overlay", 4: "darken", 5: "lighten", 6: "color-dodge",
    7: "color-burn", 8: "hard-light", 9: "soft-light", 10: "difference", 11: "exclusion", 12: "hue",
    13: "saturation", 14: "color", 15: "luminosity",
  ]
}

extension Double {
  /// 1 / self.
  fileprivate var reciprocal: Double { 1 / self }
}
