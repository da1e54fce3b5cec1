import ChainframeModel
import Foundation

/// A repeater's (`rp`) copy count and the transform of each copy: copy n (the offset plus k)
/// is scaled by s^n and rotated by n·r about the anchor, then moved by n·p.
struct RepeaterCopies {
  /// Most copies drawn for one repeater.
  static let maxCopies = 1_000

  /// The copy count `c`.
  let copies: LottieProperty?
  /// The offset `o`, in copies.
  let offset: LottieProperty?
  /// `tr`'s position, anchor, scale, rotation, start and end opacity.
  let transform: [LottieProperty?]

  init(_ item: LottieJSON) {
    copies = LottieProperty(item["c"])
    offset = LottieProperty(item["o"])
    transform = ["p", "a", "s", "r", "so", "eo"].map { LottieProperty(item["tr"]?[$0]) }
  }

  /// Copies drawn: the first value of `c`, rounded, 0…``maxCopies``.
  var count: Int { Int(min(max((copies?.initial.first ?? 1).rounded(), 0), Double(Self.maxCopies))) }

  /// Copies lottie-web draws at local frame `frame` (nil: the first value): an animated `c`
  /// rounded up (lottie-web's `Math.ceil`), 0…``maxCopies``; ``count`` when `c` is static.
  func shown(at frame: Double?) -> Int {
    guard let copies, copies.isAnimated else { return count }
    let c = (frame.map { copies.value(at: $0) } ?? copies.initial).first ?? 1
    guard c.isFinite else { return 0 }
    return Int(min(max(c.rounded(.up), 0), Double(Self.maxCopies)))
  }

  /// The most copies drawn at any output frame of `timebase`: every copy that ever shows is
  /// made, and hidden while `c` is below it (lottie-web keeps the groups it made and stops
  /// rendering those past the count). The first count when the clip has more frames than an
  /// animation may bake (``SceneLimits/maxKeyframes``): the copies' per-frame values are then
  /// held at their first values and reported, and so is the count.
  func mostShown(in timebase: LottieTimebase) -> Int {
    guard copies?.isAnimated ?? false, timebase.frameCount <= SceneLimits.maxKeyframes else { return shown(at: nil) }
    return (0..<timebase.frameCount).reduce(shown(at: nil)) { max($0, shown(at: timebase.localFrame(ofOutput: $1))) }
  }

  /// Whether the count, the offset or a copy's transform changes over time.
  var isAnimated: Bool { ([copies, offset] + transform).contains { $0?.isAnimated ?? false } }

  /// Copy `k`'s matrix at local frame `frame` (nil: the initial values).
  func matrix(_ k: Int, at frame: Double?) -> Affine {
    func v(_ p: LottieProperty?, _ fallback: [Double]) -> [Double] {
      guard let p else { return fallback }
      return frame.map { p.value(at: $0) } ?? p.initial
    }
    let n = v(offset, [0])[0] + Double(k)
    let p = v(transform[0], [0, 0])
    let a = v(transform[1], [0, 0])
    let s = v(transform[2], [100, 100]).map { $0 / 100 }
    let r = v(transform[3], [0])[0] * Double.pi / 180
    let sx = s.first ?? 1
    let sy = s.count > 1 ? s[1] : sx
    let whole = n.rounded(.down)
    let fx = pow(sx, whole) * (1 + (sx - 1) * (n - whole))
    let fy = pow(sy, whole) * (1 + (sy - 1) * (n - whole))
    let ax = a.first ?? 0
    let ay = a.count > 1 ? a[1] : 0
    return Affine(a: cos(r * n) * fx, b: sin(r * n) * fx, c: -sin(r * n) * fy, d: cos(r * n) * fy, tx: 0, ty: 0)
      .aboutPoint(ax, ay).translated((p.first ?? 0) * n, (p.count > 1 ? p[1] : 0) * n)
  }
}
