/// The keyframes of an animated bezier path (`ks` with keyframes) as flattened beziers (per
/// vertex x, y, in-tangent, out-tangent), read as lottie-web reads them: a keyframe without
/// `s` takes the previous keyframe's end (`e`) or value.
struct LottieShapeKeyframes {
  /// Keyframes in the file's order.
  var keyframes: [LottieKeyframe] = []
  /// Whether the path is closed (the last keyframe that says so).
  var closed = false
  /// The vertex counts seen (times six), one when every keyframe has the same.
  var counts: Set<Int> = []

  init(_ ks: LottieJSON) {
    var previousEnd: [Double]?
    for item in ks["k"]?.array ?? [] {
      guard let t = item.number("t") else { continue }
      let shape = item["s"].flatMap { $0.isArray ? $0.array.first : $0 }
      if let shape, shape["c"] != nil { closed = shape.bool("c") }
      guard let value = shape.flatMap(LottieTranslator.flatten) ?? previousEnd ?? keyframes.last?.value else {
        continue
      }
      previousEnd = item["e"].flatMap { $0.isArray ? $0.array.first : $0 }.flatMap(LottieTranslator.flatten)
      counts.insert(value.count)
      let o = item["o"]
      let i = item["i"]
      keyframes.append(
        LottieKeyframe(
          time: t, value: value, outX: o?["x"]?.numbers ?? [], outY: o?["y"]?.numbers ?? [],
          inX: i?["x"]?.numbers ?? [], inY: i?["y"]?.numbers ?? [], hold: item.bool("h")))
    }
  }
}
