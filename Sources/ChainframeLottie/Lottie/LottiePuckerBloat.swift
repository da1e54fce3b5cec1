/// Pucker & bloat (`pb`) as lottie-web computes it: each vertex moves towards the mean of the
/// path's vertices by `amount` % and each handle moves away from it by as much, so a positive
/// amount bloats the sides outwards around pinched corners and a negative one puckers them
/// into spikes.
enum LottiePuckerBloat {
  /// `path` puckered (amount < 0) or bloated (amount > 0); `amount` in percent, 0: unchanged.
  static func apply(_ path: LottieVertexPath, amount: Double) -> LottieVertexPath {
    guard amount != 0, amount.isFinite, path.count > 0 else { return path }
    let a = amount / 100
    var center = SIMD2<Double>(0, 0)
    for v in path.vertices { center += v }
    center /= Double(path.count)
    var out = LottieVertexPath(closed: path.closed)
    for k in 0..<path.count {
      let v = path.vertices[k]
      let o = path.outPoints[k]
      let i = path.inPoints[k]
      out.append(v + (center - v) * a, out: o + (center - o) * -a, in: i + (center - i) * -a)
    }
    return out
  }
}
