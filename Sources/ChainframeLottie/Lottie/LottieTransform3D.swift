import Foundation

/// A layer transform (`ks`) read as lottie-web's TransformProperty reads it, for 3-D layers:
/// anchor (with z), scale (with z), skew, rotation — `r`, or else `rz`, `ry`, `rx` and the
/// orientation `or` when the transform has `rx` (lottie-web goes by `rx`, not by the
/// layer's `ddd` flag) — then position with z (or split `px`/`py`/`pz`), and auto-orient.
struct LottieTransform3D {
  var anchor, scale, skew, skewAxis, rotation, rotationX, rotationY, orientation: LottieProperty?
  /// Position as one property, or split per axis (x, y, z; z may be missing).
  var position: LottieProperty?
  var split: [LottieProperty?] = []
  /// Whether the heading of the position path turns the layer (`ao`).
  var autoOrient = false

  /// Reads `ks`; `autoOrient` is the layer's `ao`.
  init(_ ks: LottieJSON?, autoOrient: Bool) {
    guard let ks else { return }
    anchor = LottieProperty(ks["a"])
    scale = LottieProperty(ks["s"])
    if let sk = LottieProperty(ks["sk"]), sk.isAnimated || sk.initial.first != 0 {
      skew = sk
      skewAxis = LottieProperty(ks["sa"])
    }
    rotation = LottieProperty(ks[Self.zRotationKey(ks)])
    if ks["rx"] != nil {
      rotationX = LottieProperty(ks["rx"])
      rotationY = LottieProperty(ks["ry"])
      // Interpolated by ``orientation(_:at:)``: lottie-web slerps it, without spatial tangents.
      orientation = LottieProperty(ks["or"])
    }
    if let p = ks["p"], p.bool("s") {
      split = ["x", "y", "z"].map { LottieProperty(p[$0]) }
    } else {
      position = LottieProperty(ks["p"])
    }
    self.autoOrient = autoOrient && (position?.isAnimated ?? false)
  }

  /// The key of a transform's rotation about z, as lottie-web's TransformProperty picks it:
  /// `rz` when the transform has `rx` (a 3-D transform), else `r` — a 2-D transform's `rz` is
  /// never read, so a file with `rz` alone draws unturned (lottie-ios turns it; the reference
  /// does not).
  static func zRotationKey(_ ks: LottieJSON) -> String { ks["rx"] != nil ? "rz" : "r" }

  /// Every property the matrix reads.
  private var properties: [LottieProperty] {
    [anchor, scale, skew, skewAxis, rotation, rotationX, rotationY, orientation, position].compactMap { $0 }
      + split.compactMap { $0 }
  }

  /// Whether any of it animates.
  var isAnimated: Bool { properties.contains { $0.isAnimated } }

  /// Whether the transform leaves the x–y plane anywhere: a rotation about x or y, an
  /// orientation, or a z in the anchor or position (which a parent's 3-D rotation can bring
  /// into view). Without any, the 2-D translation of the transform is exact.
  var isThreeD: Bool {
    func nonZero(_ p: LottieProperty?, _ dims: Range<Int>) -> Bool {
      guard let p else { return false }
      let values = [p.initial] + p.keyframes.map(\.value)
      return values.contains { v in dims.contains { $0 < v.count && v[$0] != 0 } }
    }
    return nonZero(rotationX, 0..<1) || nonZero(rotationY, 0..<1) || nonZero(orientation, 0..<3)
      || nonZero(anchor, 2..<3) || nonZero(position, 2..<3) || nonZero(split.count > 2 ? split[2] : nil, 0..<1)
  }

  /// The orientation (degrees) at `frame`, as lottie-web interpolates `or` (its `sh`
  /// property): between two keys that do not hold, the quaternions of both ends slerped at
  /// the segment's linear time (the keys' easing is not used), turned back into angles.
  static func orientation(_ p: LottieProperty, at frame: Double) -> [Double] {
    guard let first = p.keyframes.first, let last = p.keyframes.last else { return p.initial }
    if frame <= first.time { return first.value }
    if frame >= last.time { return last.value }
    var k = 0
    while k + 2 < p.keyframes.count && p.keyframes[k + 1].time <= frame { k += 1 }
    let a = p.keyframes[k]
    let b = p.keyframes[k + 1]
    guard !a.hold, b.time > a.time, a.value.count >= 3, b.value.count >= 3 else { return a.value }
    let t = (frame - a.time) / (b.time - a.time)
    let radians = Double.pi / 180
    func quaternion(_ v: [Double]) -> [Double] {
      let (c1, c2, c3) = (cos(v[0] * radians / 2), cos(v[1] * radians / 2), cos(v[2] * radians / 2))
      let (s1, s2, s3) = (sin(v[0] * radians / 2), sin(v[1] * radians / 2), sin(v[2] * radians / 2))
      return [
        s1 * s2 * c3 + c1 * c2 * s3, s1 * c2 * c3 + c1 * s2 * s3, c1 * s2 * c3 - s1 * c2 * s3,
        c1 * c2 * c3 - s1 * s2 * s3,
      ]
    }
    let q0 = quaternion(a.value)
    var q1 = quaternion(b.value)
    var cosom = zip(q0, q1).reduce(0) { $0 + $1.0 * $1.1 }
    if cosom < 0 {
      cosom = -cosom
      q1 = q1.map { -$0 }
    }
    var (scale0, scale1) = (1 - t, t)
    if 1 - cosom > 0.000001 {
      let omega = acos(cosom)
      scale0 = sin((1 - t) * omega) / sin(omega)
      scale1 = sin(t * omega) / sin(omega)
    }
    let q = zip(q0, q1).map { scale0 * $0 + scale1 * $1 }
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    let heading = atan2(2 * y * w - 2 * x * z, 1 - 2 * y * y - 2 * z * z)
    let attitude = asin(min(max(2 * x * y + 2 * z * w, -1), 1))
    let bank = atan2(2 * x * w - 2 * y * z, 1 - 2 * x * x - 2 * z * z)
    return [heading / radians, attitude / radians, bank / radians]
  }

  /// The matrix at `frame` (composition frames), built in lottie-web's order.
  func matrix(at frame: Double) -> LottieMatrix3D {
    func v(_ p: LottieProperty?, _ d: Int, _ fallback: Double) -> Double {
      guard let p else { return fallback }
      let value = p.value(at: frame)
      return d < value.count ? value[d] : fallback
    }
    let radians = Double.pi / 180
    var m = LottieMatrix3D.identity.translated(-v(anchor, 0, 0), -v(anchor, 1, 0), v(anchor, 2, 0))
    // A missing scale dimension: lottie-web's Matrix.scale takes a missing z as 1.
    m = m.scaled(v(scale, 0, 100) / 100, v(scale, 1, 100) / 100, v(scale, 2, 100) / 100)
    if skew != nil {
      m = m.skewedFromAxis(-v(skew, 0, 0) * radians, v(skewAxis, 0, 0) * radians)
    }
    m = m.rotatedZ(-v(rotation, 0, 0) * radians)
    if rotationX != nil || orientation != nil {
      let o = orientation.map { Self.orientation($0, at: frame) } ?? [0, 0, 0]
      func d(_ k: Int) -> Double { k < o.count ? o[k] : 0 }
      m = m.rotatedY(v(rotationY, 0, 0) * radians).rotatedX(v(rotationX, 0, 0) * radians)
        .rotatedZ(-d(2) * radians).rotatedY(d(1) * radians).rotatedX(d(0) * radians)
    }
    if autoOrient, let position {
      m = m.rotatedZ(-LottieAutoOrient.heading(position, at: frame) * radians)
    }
    if split.isEmpty {
      return m.translated(v(position, 0, 0), v(position, 1, 0), -v(position, 2, 0))
    }
    return m.translated(v(split[0], 0, 0), v(split[1], 0, 0), -v(split.count > 2 ? split[2] : nil, 0, 0))
  }
}
