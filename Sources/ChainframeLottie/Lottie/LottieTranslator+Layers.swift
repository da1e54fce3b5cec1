import ChainframeModel
import Foundation

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
    let st = layer.number("st") ?? 0
    var sr = layer.number("sr") ?? 1
    if !(sr > 0) { sr = 1 }
    let saved = animator.timebase
    if let tm = LottieProperty(layer["tm"]),
      animator.spendSweep(path: tm.path, feature: "time remapping", effect: "played without its remapping")
    {
      // Time remapping: the precomposition's frame is tm (seconds) × fr at each output frame.
      animator.timebase = saved.remapped(tm, fr: saved.fr, op: layer.number("op") ?? .infinity)
    } else {
      animator.timebase = saved.nested(start: st, stretch: sr)
    }
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
        (.type, .string("group")), (.id, .string(makeId(layer["nm"]?.string.map { "\($0) clip" }, fallback: "clip"))),
        (.anchor, .pair(0, 0)), (.size, .pair(w, h)), (.clip, .bool(true)), (.children, .list(children)),
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
        (.type, .string("rect")),
        (.id, .string(makeId(layer["nm"]?.string.map { "\($0) solid" }, fallback: "solid"))),
        (.anchor, .pair(0, 0)), (.size, .pair(w, h)),
        (.fill, .string(ColorParser.parse(color) == nil ? "#000000" : color)),
      ])
    ]
  }

  /// An image layer from a file next to the Lottie file, embedded as a PNG/JPEG `data:` URI,
  /// or in the `.lottie` archive the animation came from.
  mutating func image(_ layer: LottieJSON) -> [SceneText] {
    guard let ref = layer["refId"]?.string, let asset = assets[ref], let p = asset["p"]?.string else {
      report(layer["refId"], "image layer without its asset", "not drawn")
      return []
    }
    let src: String
    let isEmbedded = asset.bool("e") || EmbeddedImage.isDataURI(p)
    let archived =
      isEmbedded || archiveImages.isEmpty
      ? nil : DotLottie.image(u: asset["u"]?.string ?? "", p: p, in: archiveImages)
    if let embedded = archived ?? (isEmbedded ? p : nil) {
      do throws(EmbeddedImageError) {
        _ = try EmbeddedImage.decode(embedded)
        src = embedded
      } catch {
        report(asset["p"], "embedded image: \(error.description)", "not drawn")
        return []
      }
    } else {
      src = (asset["u"]?.string ?? "") + p
      // lottie-web draws an image it cannot load as nothing and plays the rest of the file.
      if let folder, !src.hasPrefix("/"), !src.contains("://"),
        !FileManager.default.fileExists(atPath: (folder.isEmpty ? "." : folder) + "/" + src)
      {
        report(
          asset["p"], "image file \(UserText.quoted(src, limit: 80)) is missing beside the Lottie file", "not drawn")
        return []
      }
    }
    var entries: [(SceneKey, SceneText)] = [
      (.type, .string("image")), (.id, .string(makeId(layer["nm"]?.string, fallback: "image"))),
      (.src, .string(src)), (.anchor, .pair(0, 0)), (.fit, .string("fill")),
    ]
    if let w = asset.number("w"), let h = asset.number("h"), w > 0, h > 0 { entries.append((.size, .pair(w, h))) }
    return [.map(entries)]
  }

  /// The layer's masks (`masksProperties`) as one alpha mask: Lottie combines them in order
  /// (add: union, subtract: minus, intersect), starting from nothing, or from everything when
  /// the first subtracts. Each step is a group of mask layers, masked by the next as needed.
  /// `threeD` is the layer's 3-D chain transform when it has one (the masks sit in the same
  /// space as the layer's content).
  mutating func masks(
    _ layer: LottieJSON, threeD: (entries: [(SceneKey, SceneText)], animations: [SceneText])? = nil
  ) -> SceneText? {
    let list = (layer["masksProperties"]?.array ?? []).filter { ($0["mode"]?.string ?? "a") != "n" }
    guard !list.isEmpty else { return nil }
    var accumulated: SceneText?
    for (k, mask) in list.enumerated() {
      var mode = mask["mode"]?.string ?? "a"
      if !["a", "s", "i"].contains(mode) {
        report(mask["mode"], "mask mode \(mode)", "treated as add")
        mode = "a"
      }
      guard var shape = maskShape(mask, inverted: mask.bool("inv")) else { continue }
      shape = expanded(shape, mask)
      shape = feathered(shape, mask)
      if k == 0 && mode == "s" { accumulated = fullRect() }
      guard let current = accumulated else {
        accumulated = mode == "s" ? nil : shape
        continue
      }
      switch mode {
      case "a":
        accumulated = group([current, shape])
      case "s":
        accumulated = group([current], mask: ("alpha-inverted", shape))
      default:
        accumulated = group([current], mask: ("alpha", shape))
      }
    }
    var holder: [(SceneKey, SceneText)]
    if let threeD {
      holder = [(.type, .string("group")), (.id, .string(makeId(nil, fallback: "mask space")))] + threeD.entries
      if !threeD.animations.isEmpty { holder.append((.animations, .list(threeD.animations))) }
    } else {
      holder = transformGroup(layer["ks"], id: makeId(nil, fallback: "mask space"), opacity: false)
    }
    holder.append((.children, .list([accumulated ?? group([])])))
    return .map([(.mode, .string("alpha")), (.layers, .list([.map(holder)]))])
  }

  /// One mask's path, filled white at the mask's opacity. An animated path is computed at
  /// every output frame (as shape morphs are: one layer per distinct outline, shown for its
  /// frames); an animated opacity keeps its keyframes.
  ///
  /// `inverted` draws the mask as lottie-web (the reference player) does: the path joined to
  /// a rectangle of the composition's size at the layer's origin, filled non-zero. Where the
  /// path winds the other way from that rectangle this is the rectangle minus the path; where
  /// it winds the same way, nothing is cut out (lottie-web's own behaviour, kept so files look
  /// as their authors previewed them).
  mutating func maskShape(_ mask: LottieJSON, inverted: Bool = false) -> SceneText? {
    let id = mask["nm"]?.string
    guard let outline = maskOutline(mask, inverted: inverted) else { return nil }
    guard case .path(let d) = outline else { return whiteFill(outline, opacity: mask["o"], id: id) }
    // lottie-web draws an open mask path as no path at all (an empty mask).
    guard !d.isEmpty else { return group([]) }
    let opacity = LottieProperty(mask["o"])
    if opacity?.isAnimated ?? false { return whiteFill(.path(d), opacity: mask["o"], id: id) }
    let alpha = (opacity?.initial.first ?? 100) / 100
    return .map([
      (.type, .string("path")), (.id, .string(makeId(id, fallback: "mask"))), (.d, .string(d)),
      (.fill, .string(LottieAnimator.colorText([1, 1, 1, alpha]))),
    ])
  }

  /// The mask's path: keyframed paths as a morph (one outline per output frame), an open
  /// static path as an empty `.path("")`, `inverted` joined to the composition's rectangle.
  mutating func maskOutline(_ mask: LottieJSON, inverted: Bool) -> Outline? {
    guard let pt = mask["pt"] else { return nil }
    let solid = "M0 0 H\(SceneText.format(compSize.width)) V\(SceneText.format(compSize.height)) H0 Z "
    let invert: (String) -> String = { inverted && !$0.isEmpty ? solid + $0 : $0 }
    if let first = pt["k"]?.array.first, first.isObject, pt["k"]?.count ?? 0 > 1 || first["s"] != nil {
      // Keyframed (even with one key): the morph path, which also reads the `e` ends of old files.
      return morph(pt).map { Self.mapped($0, invert) }
    }
    guard var shape = pt["k"] else { return nil }
    // Files before Lottie 4.4.18 say a mask is closed with the mask's `cl`, not the path's `c`
    // (lottie-web copies it over when it loads them).
    if shape["c"] == nil, mask.bool("cl") { shape = Self.withKey(shape, "c", true) }
    guard let bezier = LottieGeometry.bezier(shape) else { return nil }
    return .path(shape.bool("c") ? invert(bezier) : "")
  }

  /// lottie-web draws no feather; skottie blurs the mask with σ = 0.38 × feather ("close
  /// enough to AE", `kFeatherToSigma`), and so does Chainframe: a scene `blur` is 2σ.
  static let featherToBlur = 2 * 0.38

  /// `shape` blurred by the mask's feather `f` (pixels, one value per axis): the two axes'
  /// mean when they differ, the first keyframe's value when animated (both reported).
  mutating func feathered(_ shape: SceneText, _ mask: LottieJSON) -> SceneText {
    guard let f = LottieProperty(mask["f"]) else { return shape }
    let values = f.initial.prefix(2).map { max(0, $0) }
    guard values.contains(where: { $0 > 0 }) || f.isAnimated else { return shape }
    if f.isAnimated { report(mask["f"], "animated mask feather", "held at its first value") }
    if values.count == 2 && values[0] != values[1] {
      report(mask["f"], "mask feather that differs between x and y", "blurred by their mean")
    }
    let feather = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    let blur = min(feather * Self.featherToBlur, 250)
    guard blur > 0, case .map(var entries) = shape else { return shape }
    entries.append((.blur, .number(blur)))
    return .map(entries)
  }

  /// A rectangle covering any layer (±500,000 px) in `color` (white for masks).
  mutating func fullRect(color: String = "white") -> SceneText {
    .map([
      (.type, .string("rect")), (.id, .string(makeId(nil, fallback: "everything"))), (.anchor, .pair(0, 0)),
      (.position, .pair(-500_000, -500_000)), (.size, .pair(1_000_000, 1_000_000)), (.fill, .string(color)),
    ])
  }

  /// A plain group of `children`, optionally masked.
  mutating func group(_ children: [SceneText], mask: (mode: String, layer: SceneText)? = nil) -> SceneText {
    var entries: [(SceneKey, SceneText)] = [
      (.type, .string("group")), (.id, .string(makeId(nil, fallback: "mask group"))), (.children, .list(children)),
    ]
    if let mask { entries.append((.mask, .map([(.mode, .string(mask.0)), (.layers, .list([mask.1]))]))) }
    return .map(entries)
  }
}
