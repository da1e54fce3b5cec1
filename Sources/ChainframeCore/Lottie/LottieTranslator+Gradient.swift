/// Gradient fills in the file's own pixel space, expressed in the outline's box.
extension LottieTranslator {
  /// One gradient stop: offset 0…1 and straight RGBA.
  struct Stop {
    var offset: Double
    var color: [Double]
  }

  /// The gradient's stops (colour stops with the opacity stops folded in), at most 8.
  mutating func gradientStops(_ style: LottieJSON) -> [Stop] {
    guard let g = style["g"], let prop = LottieProperty(g["k"]) else { return [] }
    let stops = Self.stops(prop.initial, count: g.int("p") ?? 0)
    if stops.count > 8 { report(g, "gradient with \(stops.count) stops", "the first 8 are used") }
    return Array(stops.prefix(8))
  }

  /// Colour stops (with opacity stops folded in) of a raw Lottie gradient array.
  static func stops(_ raw: [Double], count p: Int) -> [Stop] {
    let count = min(max(p, 0), raw.count / 4)
    var stops: [Stop] = (0..<count).map {
      Stop(offset: raw[4 * $0], color: [raw[4 * $0 + 1], raw[4 * $0 + 2], raw[4 * $0 + 3], 1])
    }
    let rest = Array(raw.dropFirst(4 * count))
    if rest.count >= 2 {
      let alphas = stride(from: 0, to: rest.count - 1, by: 2).map { (rest[$0], rest[$0 + 1]) }
      for i in stops.indices { stops[i].color[3] = Self.interpolate(alphas, at: stops[i].offset) }
    }
    return stops
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
      return .map([("offset", .number(stop.offset)), ("color", .string(LottieAnimator.colorText(c)))])
    }
    if style.int("t") == 2 {
      if let h = LottieProperty(style["h"]), h.initial.first ?? 0 != 0 {
        report(style["h"], "radial gradient highlight", "drawn centred")
      }
      let dx = (e.initial.first ?? 0) - (s.initial.first ?? 0)
      let dy = (e.initial.count > 1 ? e.initial[1] : 0) - (s.initial.count > 1 ? s.initial[1] : 0)
      let radius = (dx * dx + dy * dy).squareRoot() / max(box.w, box.h)
      return .map([
        ("type", .string("radial")), ("center", unit(s.initial)), ("radius", .number(radius)),
        ("stops", .list(stopList)),
      ])
    }
    return .map([
      ("type", .string("linear")), ("from", unit(s.initial)), ("to", unit(e.initial)), ("stops", .list(stopList)),
    ])
  }
}
