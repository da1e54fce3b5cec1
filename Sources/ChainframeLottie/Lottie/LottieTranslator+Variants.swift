import ChainframeModel

/// Style parameters the scene format keeps fixed (dash lengths, gradient start and end
/// points, radial highlight) but a Lottie file animates: the style is frozen at every output
/// frame, and each run of frames with the same frozen style becomes one layer shown for
/// those frames, as shape morphs are. A frozen gradient freezes its stops and opacity as well.
extension LottieTranslator {
  /// The keys of `style` whose animation the scene cannot express as keyframes.
  static func frozenKeys(_ style: LottieJSON) -> [String] {
    switch style["ty"]?.string ?? "" {
    case "gf": return ["s", "e", "h", "a"]
    case "gs": return ["s", "e", "h", "a"]
    default: return []
    }
  }

  /// Whether `style` animates something that must be frozen per frame.
  static func needsVariants(_ style: LottieJSON) -> Bool {
    if frozenKeys(style).contains(where: { LottieProperty(style[$0])?.isAnimated ?? false }) { return true }
    return (style["d"]?.array ?? []).contains { LottieProperty($0["v"])?.isAnimated ?? false }
  }

  /// `style` with its animated frozen parameters replaced by their values at `frame`, and a
  /// text key that is equal for equal frozen styles.
  static func frozen(_ style: LottieJSON, at frame: Double) -> (style: LottieJSON, key: String)? {
    guard var raw = style.raw as? [String: Any] else { return nil }
    var key: [String] = []
    func still(_ json: LottieJSON?) -> [String: Any]? {
      guard let prop = LottieProperty(json), prop.isAnimated else { return nil }
      let v = prop.value(at: frame)
      key.append(v.map(SceneText.format).joined(separator: ","))
      return ["a": 0, "k": v.count == 1 ? v[0] as Any : v as Any]
    }
    // The colour stops and opacity are frozen too, so that each variant is static rather
    // than carrying every frame's baked stops.
    for name in frozenKeys(style) + (style["g"] != nil ? ["o"] : []) {
      if let value = still(style[name]) { raw[name] = value }
    }
    if let g = style["g"], var gradient = g.raw as? [String: Any], let value = still(g["k"]) {
      gradient["k"] = value
      raw["g"] = gradient
    }
    if let dashes = style["d"]?.array, !dashes.isEmpty {
      raw["d"] = dashes.map { item -> Any in
        guard var entry = item.raw as? [String: Any], let value = still(item["v"]) else { return item.raw }
        entry["v"] = value
        return entry
      }
    }
    return (LottieJSON(raw: raw, location: style.location), key.joined(separator: ";"))
  }

  /// One layer per run of frames with the same frozen style, each shown for its frames.
  mutating func styleVariants(_ outline: Outline, style: LottieJSON, trims: [LottieJSON], id name: String?)
    -> SceneText?
  {
    let timebase = animator.timebase
    guard
      animator.spendSweep(
        path: style.path, feature: "animated dashes or gradient points", effect: "held at their first values")
    else {
      guard let (first, _) = Self.frozen(style, at: timebase.localFrame(ofOutput: 0)) else { return nil }
      return paintedLayer(outline, style: first, trims: trims, id: name)
    }
    var runs: [(start: Int, end: Int, key: String, style: LottieJSON)] = []
    for n in 0..<timebase.frameCount {
      guard let (frozenStyle, key) = Self.frozen(style, at: timebase.localFrame(ofOutput: n)) else { return nil }
      if let last = runs.last, last.key == key {
        runs[runs.count - 1].end = n + 1
        continue
      }
      runs.append((n, n + 1, key, frozenStyle))
      if runs.count > Self.maxMorphFrames || layerCount + runs.count > Self.maxLayers {
        report(style, "animated dashes or gradient points with too many distinct values", "held at their first values")
        guard let (first, _) = Self.frozen(style, at: timebase.localFrame(ofOutput: 0)) else { return nil }
        return paintedLayer(outline, style: first, trims: trims, id: name)
      }
    }
    if runs.count == 1, let only = runs.first {
      return paintedLayer(outline, style: only.style, trims: trims, id: name)
    }
    let period = timebase.fps.secondsPerFrame
    var children: [SceneText] = []
    for run in runs {
      var part = outline
      if case .morph(let frames) = outline {
        // Only this run's frames of the morph: the others are drawn by the other runs.
        part = .morph(frames.indices.map { run.start <= $0 && $0 < run.end ? frames[$0] : "" })
      }
      guard case .map(var entries)? = paintedLayer(part, style: run.style, trims: trims, id: name) else { continue }
      entries.append((.visible, .pair(max(0, Double(run.start) * period - 1e-9), Double(run.end) * period - 1e-9)))
      children.append(.map(entries))
    }
    guard !children.isEmpty else { return nil }
    return .map([
      (.type, .string("group")), (.id, .string(makeId(name.map { "\($0) frames" }, fallback: "frames"))),
      (.children, .list(children)),
    ])
  }
}
