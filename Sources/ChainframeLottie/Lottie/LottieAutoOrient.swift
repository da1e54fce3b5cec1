import ChainframeModel
import Foundation

/// Auto-orient (`ao` 1): the heading of a layer along its motion path, as lottie-web's
/// `TransformProperty` computes it — the direction from the position 0.01 frame earlier to
/// the current one; before the first keyframe, the direction leaving it (first key to
/// 0.01 frame after); from the last keyframe on, the direction arriving at it (0.05 frame
/// before to the last key). The heading therefore holds outside the keyframes instead of
/// snapping back to 0°.
enum LottieAutoOrient {
  /// The heading in degrees (clockwise, 0° = +x) at local frame `f` of the animated
  /// position `path`; 0 when the layer does not move there.
  static func heading(_ path: LottieProperty, at f: Double) -> Double {
    let first = path.keyframes.first?.time ?? 0
    let last = path.keyframes.last?.time ?? first
    let (from, to): (Double, Double)
    if f <= first {
      (from, to) = (first, first + 0.01)
    } else if f >= last {
      (from, to) = (last - 0.05, last)
    } else {
      (from, to) = (f - 0.01, f)
    }
    let a = path.value(at: from)
    let b = path.value(at: to)
    let dx = (b.first ?? 0) - (a.first ?? 0)
    let dy = (b.count > 1 ? b[1] : 0) - (a.count > 1 ? a[1] : 0)
    return dx == 0 && dy == 0 ? 0 : atan2(dy, dx) * 180 / Double.pi
  }
}
