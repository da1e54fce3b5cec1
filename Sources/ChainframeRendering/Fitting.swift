import ChainframeEngine
import ChainframeModel

/// Where content of a natural size goes inside a box for each ``ImageFit``.
enum Fitting {
  /// Offset and scale factors that place `natural` in `box`.
  static func place(_ natural: Vector2, in box: Vector2, fit: ImageFit) -> (
    x: Double, y: Double, scaleX: Double, scaleY: Double
  ) {
    guard natural.x > 0, natural.y > 0 else { return (0, 0, 1, 1) }
    let sx = box.x / natural.x
    let sy = box.y / natural.y
    switch fit {
    case .fill:
      return (0, 0, sx, sy)
    case .contain, .cover:
      let s = fit == .contain ? min(sx, sy) : max(sx, sy)
      return ((box.x - natural.x * s) / 2, (box.y - natural.y * s) / 2, s, s)
    }
  }
}
