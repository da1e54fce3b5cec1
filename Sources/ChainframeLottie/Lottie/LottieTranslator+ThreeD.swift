import ChainframeModel
import Foundation

/// 3-D layers as lottie-web's svg renderer draws them: each layer's 4×4 matrix (anchor,
/// scale, skew, rotations about z, y, x, orientation, position, all with z) multiplied by its
/// parents' in full, of which the svg renderer writes only the 2-D part (an orthographic
/// view, no perspective). A z rotation of a parent can bring a child's depth into view, so
/// the chain is one matrix, not a group per parent as for 2-D layers.
extension LottieTranslator {
  /// Rotation (degrees), skew.y (degrees) and scale (factors) whose product equals the linear
  /// part of `linear`: a QL decomposition, rotation · [[1, 0], [tan skew.y, 1]] · diag(scale).
  /// A skew beyond the scene's range is clamped (a layer seen almost edge-on).
  static func affineParts(_ linear: Affine) -> [Double] {
    let radians = Double.pi / 180
    func rotation(_ a: Double) -> Affine { Affine(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0) }
    let theta = atan2(-linear.c, linear.d)
    let t = linear.then(rotation(-theta))
    let scaleX = t.a
    let scaleY = t.d
    let shearY = abs(scaleX) > 1e-12 ? t.b / scaleX : 0
    let skewY = min(max(atan(shearY) / radians, SceneLimits.skewRange.lowerBound), SceneLimits.skewRange.upperBound)
    return [theta / radians, skewY, scaleX, scaleY]
  }

  /// The transform entries of a layer whose parent chain (`chain`: the layer, then its
  /// parents nearest first) is 3-D, or nil when every transform of it stays in the x–y plane.
  mutating func threeDTransform(_ chain: [LottieJSON]) -> (entries: [(SceneKey, SceneText)], animations: [SceneText])? {
    if let ks = chain.first?["ks"], ks["rx"] != nil, let missing = ["ry", "rz", "or"].first(where: { ks[$0] == nil }) {
      // lottie-web reads `ry`, `rz` and `or` whenever `rx` is there: without one its svg
      // renderer throws building the layer and then renders no frame at all.
      report(ks["rx"], "rotation about x without `\(missing)`", "drawn with it at 0 (lottie-web fails on the file)")
    }
    let transforms = chain.map { LottieTransform3D($0["ks"], autoOrient: $0.bool("ao")) }
    guard transforms.contains(where: \.isThreeD) else { return nil }
    func parts(_ frame: Double) -> [Double] {
      var m = LottieMatrix3D.identity
      for transform in transforms { m = m.then(transform.matrix(at: frame)) }
      let affine = m.affine
      return [affine.tx, affine.ty] + Self.affineParts(affine)
    }
    let timebase = animator.timebase
    let first = parts(timebase.localFrame(ofOutput: 0))
    func entries(_ p: [Double]) -> [(SceneKey, SceneText)] {
      [
        (.anchor, .pair(0, 0)), (.position, .pair(p[0], p[1])), (.rotation, .number(p[2])),
        (.skew, .pair(0, p[3])), (.scale, .pair(p[4], p[5])),
      ]
    }
    let path = chain.first?["ks"]?.path ?? ""
    guard transforms.contains(where: \.isAnimated) else { return (entries(first), []) }
    guard timebase.frameCount <= SceneLimits.maxKeyframes else {
      report(chain.first?["ks"], "animated 3-D transform over \(timebase.frameCount) frames", "held at its first value")
      return (entries(first), [])
    }
    guard animator.spendSweep(path: path, feature: "animated 3-D transform", effect: "held at its first value")
    else { return (entries(first), []) }
    var values: [[Double]] = []
    values.reserveCapacity(timebase.frameCount)
    for n in 0..<timebase.frameCount {
      var p = parts(timebase.localFrame(ofOutput: n))
      // The decomposed angle jumps by 360° where atan2 wraps; keep it next to the last one so
      // frames in between turn the short way.
      if let last = values.last {
        p[2] += 360 * ((last[2] - p[2]) / 360).rounded()
      }
      values.append(p)
    }
    var animations: [SceneText] = []
    let fields: [(String, ([Double]) -> SceneText, ([Double]) -> [Double])] = [
      ("position", { .pair($0[0], $0[1]) }, { [$0[0], $0[1]] }), ("rotation", { .number($0[0]) }, { [$0[2]] }),
      ("skew.y", { .number($0[0]) }, { [$0[3]] }), ("scale", { .pair($0[0], $0[1]) }, { [$0[4], $0[5]] }),
    ]
    for (name, format, pick) in fields {
      animations += animator.bake(name: name, format: format, values: values.map(pick))
    }
    return (entries(values.first ?? first), animations)
  }
}
