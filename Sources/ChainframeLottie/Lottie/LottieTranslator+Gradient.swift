import ChainframeModel
import Foundation

/// Gradient fills in the file's own pixel space, expressed in the outline's box.
extension LottieTranslator {
  /// One gradient stop: offset 0…1 and straight RGBA.
  struct Stop {
    var offset: Double
    var color: [Double]
  }

  /// The gradient's stops (colour stops with the opacity stops folded in), at most
  /// ``PropertyTable/maxGradientStops``; reported when fitting them changes a colour visibly.
  mutating func gradientStops(_ style: LottieJSON) -> [Stop] {
    guard let g = style["g"], let prop = LottieProperty(g["k"]) else { return [] }
    let (stops, loss) = Self.fittedStops(prop.initial, count: g.int("p") ?? 0)
    if loss > 1.0 / 255 {
      report(g, "gradient with more than \(PropertyTable.maxGradientStops) distinct stops", "the closest 8 are used")
    }
    return stops
  }

  /// Colour stops of a raw Lottie gradient array, with its opacity stops merged in: one stop
  /// at every colour offset and at every opacity offset (deduplicated), colour and opacity
  /// each interpolated linearly between their own stops, as players draw them, fitted into
  /// ``PropertyTable/maxGradientStops``.
  static func stops(_ raw: [Double], count p: Int) -> [Stop] { fittedStops(raw, count: p).stops }

  /// ``stops(_:count:)`` with the largest change (0…1 in any channel) that fitting them into
  /// ``PropertyTable/maxGradientStops`` made.
  static func fittedStops(_ raw: [Double], count p: Int) -> (stops: [Stop], loss: Double) {
    let count = min(max(p, 0), raw.count / 4)
    let colors: [(Double, [Double])] = (0..<count).map {
      (raw[4 * $0], [raw[4 * $0 + 1], raw[4 * $0 + 2], raw[4 * $0 + 3]])
    }
    let rest = Array(raw.dropFirst(4 * count))
    let alphas = stride(from: 0, to: rest.count - 1, by: 2).map { (rest[$0], rest[$0 + 1]) }
    var offsets = colors.map(\.0)
    for (offset, _) in alphas where !offsets.contains(where: { abs($0 - offset) < 1e-6 }) { offsets.append(offset) }
    offsets.sort()
    let all = offsets.map { x in
      let rgb = (0..<3).map { c in Self.interpolate(colors.map { ($0.0, $0.1[c]) }, at: x) }
      return Stop(offset: x, color: rgb + [alphas.isEmpty ? 1 : Self.interpolate(alphas, at: x)])
    }
    return fitted(all, limit: PropertyTable.maxGradientStops)
  }

  /// `stops` thinned to at most `limit`: the stop whose removal changes the gradient least
  /// (its colour against the straight line between its neighbours, or against its only
  /// neighbour at either end, where the colour is held) goes first, the earliest on a tie.
  /// Stops on a straight run (a band's middle, or the half-way stops of a hard edge) go at
  /// no cost, so a striped gradient of 15 stops keeps every band in 8.
  static func fitted(_ stops: [Stop], limit: Int) -> (stops: [Stop], loss: Double) {
    var kept = stops
    var loss = 0.0
    func difference(_ a: [Double], _ b: [Double]) -> Double {
      zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }
    func cost(_ i: Int) -> Double {
      if i == 0 { return difference(kept[0].color, kept[1].color) }
      if i == kept.count - 1 { return difference(kept[i].color, kept[i - 1].color) }
      let (a, b) = (kept[i - 1], kept[i + 1])
      let span = b.offset - a.offset
      let t = span > 1e-12 ? (kept[i].offset - a.offset) / span : 0.5
      return difference(kept[i].color, zip(a.color, b.color).map { $0 + ($1 - $0) * t })
    }
    guard kept.count > max(limit, 2) else { return (kept, 0) }
    while kept.count > max(limit, 2) {
      var best = 0
      var bestCost = Double.infinity
      for i in kept.indices {
        let c = cost(i)
        if c < bestCost {
          best = i
          bestCost = c
        }
      }
      kept.remove(at: best)
    }
    // The change, measured just either side of every original stop: both gradients are
    // straight between stops, so the largest difference anywhere is next to one of them
    // (either side, for a hard edge of two stops at one offset).
    func colour(_ list: [Stop], at x: Double) -> [Double] {
      (0..<(list.first?.color.count ?? 0)).map { c in interpolate(list.map { ($0.offset, $0.color[c]) }, at: x) }
    }
    for stop in stops {
      for x in [stop.offset - 1e-7, stop.offset + 1e-7] {
        loss = max(loss, difference(colour(stops, at: x), colour(kept, at: x)))
      }
    }
    return (kept, loss)
  }

  /// Per-frame animations of the stops' colours and offsets when the gradient or its
  /// opacity animates.
  mutating func gradientAnimations(_ style: LottieJSON, count: Int) -> [SceneText] {
    guard let g = style["g"], let prop = LottieProperty(g["k"]) else { return [] }
    let opacity = LottieProperty(style["o"]) ?? LottieProperty(value: [100], path: style.path)
    guard prop.isAnimated || opacity.isAnimated else { return [] }
    let p = g.int("p") ?? 0
    var out: [SceneText] = []
    let colorText: ([Double]) -> SceneText = { .string(LottieAnimator.colorText($0)) }
    let number: ([Double]) -> SceneText = { .number($0[0]) }
    for i in 0..<count {
      out += animator.bake(name: "gradient.color\(i)", path: g.path, format: colorText) {
        let stops = Self.stops(prop.value(at: $0), count: p)
        guard i < stops.count else { return [0, 0, 0, 0] }
        var c = stops[i].color
        c[3] *= (opacity.value(at: $0).first ?? 100) / 100
        return c
      }
      out += animator.bake(name: "gradient.offset\(i)", path: g.path, format: number) {
        let stops = Self.stops(prop.value(at: $0), count: p)
        return [i < stops.count ? min(max(stops[i].offset, 0), 1) : 1]
      }
    }
    return out
  }

  /// Piecewise-linear value of (offset, value) points at `x`.
  static func interpolate(_ points: [(Double, Double)], at x: Double) -> Double {
    guard let first = points.first, let last = points.last else { return 1 }
    if x <= first.0 { return first.1 }
    if x >= last.0 { return last.1 }
    for k in 0..<(points.count - 1) where x <= points[k + 1].0 {
      let a = points[k]
      let b = points[k + 1]
      return b.0 > a.0 ? a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0) : b.1
    }
    return last.1
  }

  /// A gradient fill (`gf`) for an outline whose box is `box`.
  mutating func gradientFill(_ style: LottieJSON, box: (x: Double, y: Double, w: Double, h: Double)?) -> SceneText? {
    let stops = gradientStops(style)
    guard stops.count >= 2, let box, box.w > 1e-9, box.h > 1e-9 else {
      report(style, "gradient fill on an empty shape or with fewer than 2 stops", "not drawn")
      return nil
    }
    guard let s = LottieProperty(style["s"]), let e = LottieProperty(style["e"]) else { return nil }
    if s.isAnimated || e.isAnimated { report(style, "animated gradient points", "held at their first values") }
    let opacity = (LottieProperty(style["o"])?.initial.first ?? 100) / 100
    func unit(_ p: [Double]) -> SceneText {
      .pair(((p.first ?? 0) - box.x) / box.w, ((p.count > 1 ? p[1] : 0) - box.y) / box.h)
    }
    let stopList: [SceneText] = stops.map { stop in
      var c = stop.color
      c[3] *= opacity
      return .map([(.offset, .number(stop.offset)), (.color, .string(LottieAnimator.colorText(c)))])
    }
    if style.int("t") == 2 {
      let sx = s.initial.first ?? 0
      let sy = s.initial.count > 1 ? s.initial[1] : 0
      let dx = (e.initial.first ?? 0) - sx
      let dy = (e.initial.count > 1 ? e.initial[1] : 0) - sy
      let length = (dx * dx + dy * dy).squareRoot()
      var entries: [(SceneKey, SceneText)] = [
        (.type, .string("radial")), (.center, unit(s.initial)), (.radius, .number(length / max(box.w, box.h))),
      ]
      // Highlight: the focal point at h % of the radius (within ±99 %), at angle a from the
      // start→end direction, as lottie-web and rlottie place it.
      let h = min(max((LottieProperty(style["h"])?.initial.first ?? 0) / 100, -0.99), 0.99)
      if h != 0, length > 0 {
        let angle = atan2(dy, dx) + (LottieProperty(style["a"])?.initial.first ?? 0) * Double.pi / 180
        entries.append((.focus, unit([sx + cos(angle) * h * length, sy + sin(angle) * h * length])))
      }
      return .map(entries + [(.stops, .list(stopList))])
    }
    return .map([
      (.type, .string("linear")), (.from, unit(s.initial)), (.to, unit(e.initial)), (.stops, .list(stopList)),
    ])
  }

  /// Whether a gradient's start and end points, and a radial gradient's radius, stay within
  /// the scene's ±100 box units of `box` (checked at their first values and over every
  /// keyframe, since animated points are held at their first values anyway).
  static func gradientFits(_ style: LottieJSON, box: (x: Double, y: Double, w: Double, h: Double)) -> Bool {
    guard box.w > 1e-9, box.h > 1e-9, let s = LottieProperty(style["s"]), let e = LottieProperty(style["e"]) else {
      return true
    }
    let limit = 99.0
    func fits(_ p: [Double]) -> Bool {
      let x = ((p.first ?? 0) - box.x) / box.w
      let y = ((p.count > 1 ? p[1] : 0) - box.y) / box.h
      return x.isFinite && y.isFinite && abs(x) <= limit && abs(y) <= limit
    }
    let dx = (e.initial.first ?? 0) - (s.initial.first ?? 0)
    let dy = (e.initial.count > 1 ? e.initial[1] : 0) - (s.initial.count > 1 ? s.initial[1] : 0)
    let radius = (dx * dx + dy * dy).squareRoot() / max(box.w, box.h)
    guard style.int("t") == 2 else { return fits(s.initial) && fits(e.initial) }
    // A radial gradient's focal point lies within its circle: centre ± radius must fit.
    let cx = abs(((s.initial.first ?? 0) - box.x) / box.w)
    let cy = abs(((s.initial.count > 1 ? s.initial[1] : 0) - box.y) / box.h)
    return fits(s.initial) && max(cx, cy) + radius <= limit
  }
}
