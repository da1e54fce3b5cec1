import ChainframeModel

/// Animated bezier paths (shape morphing): the path is interpolated vertex by vertex with
/// the keyframes' easing at every output frame, and each distinct shape becomes one path
/// layer shown for the frames it covers.
extension LottieTranslator {
  /// Most distinct shapes one animated path may produce.
  static let maxMorphFrames = 2_000

  /// The shapes of an animated path (`ks` with keyframes), or nil when it cannot be read.
  /// `corners`: the round-corners radius (`rd`) applied to every frame's shape.
  mutating func morph(_ ks: LottieJSON, corners: LottieProperty? = nil) -> Outline? {
    let read = LottieShapeKeyframes(ks)
    var keyframes = read.keyframes
    let closed = read.closed
    let counts = read.counts
    guard let first = keyframes.first else { return nil }
    if counts.count > 1 {
      report(ks, "shape morph between paths with different vertex counts", "the extra vertices are dropped")
      let shortest = counts.min() ?? 0
      for k in keyframes.indices { keyframes[k].value = Array(keyframes[k].value.prefix(shortest)) }
    }
    keyframes.sort { $0.time < $1.time }
    let property = LottieProperty(initial: first.value, keyframes: keyframes, path: ks.path)
    func path(_ v: [Double], at frame: Double = 0) -> String? {
      LottieRoundCorners.path(v, closed: closed, radius: corners?.value(at: frame).first ?? 0)
    }
    guard property.isAnimated || corners?.isAnimated ?? false else { return path(first.value).map(Outline.path) }
    guard animator.spendSweep(path: ks.path, feature: "shape morph", effect: "drawn with its first shape") else {
      return path(first.value).map(Outline.path)
    }
    let timebase = animator.timebase
    // Only the frames the layer shows in; before and after them the shape is held, so they
    // add no distinct shapes (and no layers) for frames that never show it.
    let shown = morphFrames
    guard !shown.isEmpty else { return path(first.value).map(Outline.path) }
    var frames: [String] = []
    var distinct = 0
    for n in shown {
      let frame = timebase.localFrame(ofOutput: n)
      let d = path(property.value(at: frame), at: frame) ?? ""
      if frames.last != d { distinct += 1 }
      frames.append(d)
      if distinct > Self.maxMorphFrames || layerCount + distinct > Self.maxLayers {
        report(ks, "shape morph with more than \(Self.maxMorphFrames) distinct shapes", "drawn with its first shape")
        return path(first.value).map(Outline.path)
      }
    }
    guard distinct > 1, let head = frames.first, let tail = frames.last else { return .path(frames[0]) }
    let before = Array(repeating: head, count: shown.lowerBound)
    let after = Array(repeating: tail, count: timebase.frameCount - shown.upperBound)
    return .morph(before + frames + after)
  }

  /// A Lottie bezier as numbers: per vertex x, y, in-tangent x, y, out-tangent x, y.
  static func flatten(_ shape: LottieJSON) -> [Double]? {
    let v = shape["v"]?.array.compactMap(\.numbers) ?? []
    let i = shape["i"]?.array.compactMap(\.numbers) ?? []
    let o = shape["o"]?.array.compactMap(\.numbers) ?? []
    guard !v.isEmpty, v.allSatisfy({ $0.count >= 2 }) else { return nil }
    var out: [Double] = []
    out.reserveCapacity(v.count * 6)
    for k in v.indices {
      let inn = k < i.count && i[k].count >= 2 ? i[k] : [0, 0]
      let outT = k < o.count && o[k].count >= 2 ? o[k] : [0, 0]
      out += [v[k][0], v[k][1], inn[0], inn[1], outT[0], outT[1]]
    }
    return out
  }

  /// Path layers for each shape of a morph (one path data per output frame), each shown
  /// only while it is current.
  mutating func morphLayers(_ frames: [String], style: LottieJSON, trims: [LottieJSON], id name: String?) -> SceneText?
  {
    let period = animator.timebase.fps.secondsPerFrame
    var runs: [(start: Int, end: Int, d: String)] = []
    for (n, d) in frames.enumerated() {
      if let last = runs.last, last.d == d { runs[runs.count - 1].end = n + 1 } else { runs.append((n, n + 1, d)) }
    }
    var children: [SceneText] = []
    for run in runs where !run.d.isEmpty {
      guard case .map(var entries)? = paintedLayer(.path(run.d), style: style, trims: trims, id: name) else { continue }
      let start = Double(run.start) * period
      let end = Double(run.end) * period
      entries.append((.visible, .pair(max(0, start - 1e-9), end - 1e-9)))
      children.append(.map(entries))
    }
    guard !children.isEmpty else { return nil }
    return .map([
      (.type, .string("group")), (.id, .string(makeId(name.map { "\($0) morph" }, fallback: "morph"))),
      (.children, .list(children)),
    ])
  }
}
