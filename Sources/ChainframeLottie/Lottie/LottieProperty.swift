import ChainframeModel

/// One keyframe of a Lottie property: its time (frames), value and the easing of the
/// segment leaving it.
struct LottieKeyframe {
  /// Time in the layer's composition frames.
  var time: Double
  /// Value at this keyframe.
  var value: [Double]
  /// Out tangent (x, y) per dimension, 0…1 (the easing's first control point).
  var outX: [Double]
  /// Out tangent y per dimension.
  var outY: [Double]
  /// In tangent x per dimension (the easing's second control point).
  var inX: [Double]
  /// In tangent y per dimension.
  var inY: [Double]
  /// Hold: keep this value until the next keyframe.
  var hold: Bool
  /// Spatial out tangent (position only), relative to this value.
  var spatialOut: [Double]?
  /// Spatial in tangent of the next value, relative to it.
  var spatialIn: [Double]?

  /// The easing control points of dimension `d`, x clamped to 0…1 as players do.
  func easing(_ d: Int) -> (Double, Double, Double, Double) {
    func pick(_ list: [Double], _ fallback: Double) -> Double {
      list.isEmpty ? fallback : list[min(d, list.count - 1)]
    }
    return (
      min(max(pick(outX, 0), 0), 1), pick(outY, 0), min(max(pick(inX, 1), 0), 1), pick(inY, 1)
    )
  }

  /// Whether every dimension uses the same easing.
  var easingIsUniform: Bool {
    func same(_ list: [Double]) -> Bool { list.allSatisfy { $0 == list.first } }
    return same(outX) && same(outY) && same(inX) && same(inY)
  }
}

/// A Lottie animatable property (`{a, k}`): a static value or keyframes.
struct LottieProperty {
  /// The value when static, or the first keyframe's value.
  var initial: [Double]
  /// Keyframes in time order; empty when static.
  var keyframes: [LottieKeyframe]
  /// Where the property sits in the file, built into text only when ``path`` is read.
  var location: LottieJSONPath
  /// JSON path of the property.
  var path: String {
    get { location.string }
    set { location = .text(newValue) }
  }
  /// A `loopOut`/`loopIn` expression on the property (evaluated: see ``LottieLoop``).
  var loop: LottieLoop?

  /// Whether it animates.
  var isAnimated: Bool { keyframes.count > 1 }

  /// Reads `json`; nil when it carries no numeric value.
  init?(_ json: LottieJSON?) {
    guard let json else { return nil }
    location = json.location
    keyframes = []
    guard let k = json["k"] else {
      guard let value = json.numbers else { return nil }
      initial = value
      return
    }
    let items = k.array
    let isKeyframed = !items.isEmpty && items.allSatisfy { $0.isObject }
    guard isKeyframed else {
      guard let value = k.numbers, !value.isEmpty else { return nil }
      initial = value
      return
    }
    var previousEnd: [Double]?
    for item in items {
      guard let t = item.number("t") else { continue }
      let value = item["s"]?.numbers ?? previousEnd ?? keyframes.last?.value
      guard let value, !value.isEmpty else { continue }
      previousEnd = item["e"]?.numbers
      let o = item["o"]
      let i = item["i"]
      keyframes.append(
        LottieKeyframe(
          time: t, value: value, outX: o?["x"]?.numbers ?? [], outY: o?["y"]?.numbers ?? [],
          inX: i?["x"]?.numbers ?? [], inY: i?["y"]?.numbers ?? [], hold: item.bool("h"),
          spatialOut: item["to"]?.numbers, spatialIn: item["ti"]?.numbers))
    }
    // A legacy last keyframe may carry only `t`: its value is the previous segment's end.
    if let end = previousEnd, let last = keyframes.last, items.last?["s"] == nil, last.value != end {
      keyframes[keyframes.count - 1].value = end
    }
    keyframes.sort { $0.time < $1.time }
    guard let first = keyframes.first else { return nil }
    initial = first.value
    if keyframes.count == 1 { keyframes = [] }
    if keyframes.count > 1, let text = json["x"]?.string { loop = LottieLoop(expression: text) }
  }

  /// A property from keyframes already read (sorted by time).
  init(initial: [Double], keyframes: [LottieKeyframe], path: String) {
    self.initial = initial
    self.keyframes = keyframes.count > 1 ? keyframes : []
    location = .text(path)
  }

  /// A static property.
  init(value: [Double], path: String) {
    initial = value
    keyframes = []
    location = .text(path)
  }

  /// Whether segment `k` moves along its spatial tangents: lottie-web drops them when
  /// loading (the segment then eases each dimension on its own) when both control points
  /// lie on the line through the ends (``LottieTangents/drops(from:to:out:in:)``).
  func isCurved(_ k: Int) -> Bool {
    let a = keyframes[k]
    let b = keyframes[k + 1]
    guard let to = a.spatialOut, let ti = a.spatialIn, a.value.count >= 2, b.value.count >= 2, to.count >= 2,
      ti.count >= 2
    else { return false }
    return !LottieTangents.drops(from: a.value, to: b.value, out: to, in: ti)
  }

  /// Whether any segment is curved.
  var hasCurvedSegments: Bool {
    keyframes.count > 1 && (0..<(keyframes.count - 1)).contains { isCurved($0) }
  }

  /// The value at `frame` (layer composition frames), as a Lottie player computes it, with
  /// the property's loop expression applied.
  func value(at frame: Double) -> [Double] {
    if let loop, let looped = loop.value(at: frame, times: keyframes.map(\.time), keyed) { return looped }
    return keyed(frame)
  }

  /// The value at `frame` from the keyframes alone (held before the first and after the last).
  private func keyed(_ frame: Double) -> [Double] {
    guard let first = keyframes.first, let last = keyframes.last else { return initial }
    if frame <= first.time { return first.value }
    if frame >= last.time { return last.value }
    var k = 0
    while k + 2 < keyframes.count && keyframes[k + 1].time <= frame { k += 1 }
    let a = keyframes[k]
    let b = keyframes[k + 1]
    if a.hold || b.time <= a.time { return a.value }
    let u = (frame - a.time) / (b.time - a.time)
    if overshootsSpatially(k), parksAtEnd(k, at: u) { return b.value }
    if isCurved(k), let to = a.spatialOut, let ti = a.spatialIn {
      let e = a.easing(0)
      let p = TimingFunction.cubicBezier(e.0, e.1, e.2, e.3).value(at: u)
      var out = LottieBezier.pointAtLength(
        fraction: p, from: (a.value[0], a.value[1]), c1: (a.value[0] + to[0], a.value[1] + to[1]),
        c2: (b.value[0] + ti[0], b.value[1] + ti[1]), to: (b.value[0], b.value[1]))
      for d in 2..<min(a.value.count, b.value.count) { out.append(a.value[d] + (b.value[d] - a.value[d]) * p) }
      return out
    }
    let n = min(a.value.count, b.value.count)
    return (0..<n).map { d in
      let e = a.easing(d)
      let p = TimingFunction.cubicBezier(e.0, e.1, e.2, e.3).value(at: u)
      return a.value[d] + (b.value[d] - a.value[d]) * p
    }
  }
}
