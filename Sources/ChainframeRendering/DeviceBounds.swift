internal import CCairo
import ChainframeEngine
import ChainframeModel

/// A rectangle of whole device pixels, used to bound the work of a layer with effects: outside
/// it the layer leaves the frame untouched, so its scratch surfaces are cleared, drawn and
/// composited only there.
///
/// Bounds are conservative (one pixel of margin around the geometric box) and only known for
/// content whose extent follows from its box: plain rectangles, images, videos and SVGs. Anything
/// else (outlines, text, groups) has no bounds and keeps the whole-canvas path.
struct DeviceBounds: Equatable {
  /// Left column, pixels, ≥ 0.
  var x: Int
  /// Top row, pixels, ≥ 0.
  var y: Int
  /// Width, pixels, ≥ 0.
  var width: Int
  /// Height, pixels, ≥ 0.
  var height: Int

  /// True when the rectangle holds no pixel.
  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels both rectangles hold.
  func intersection(_ other: DeviceBounds) -> DeviceBounds {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    return DeviceBounds(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// The smallest rectangle holding both.
  func union(_ other: DeviceBounds) -> DeviceBounds {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return DeviceBounds(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Adds the rectangle as a path on `cr` in device space (the caller clips or fills it).
  func addPath(_ cr: OpaquePointer) {
    cairo_rectangle(cr, Double(x), Double(y), Double(width), Double(height))
  }

  /// The pixels a box of `size` user units covers under `matrix`, widened by one pixel for
  /// antialiasing and clamped to a `canvasWidth` × `canvasHeight` surface; nil when the box is
  /// empty or the matrix is not finite.
  static func of(box size: Vector2, matrix: cairo_matrix_t, canvasWidth: Int, canvasHeight: Int) -> DeviceBounds? {
    guard size.x > 0, size.y > 0 else { return nil }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (u, v) in [(0.0, 0.0), (size.x, 0), (0, size.y), (size.x, size.y)] {
      let dx = matrix.xx * u + matrix.xy * v + matrix.x0
      let dy = matrix.yx * u + matrix.yy * v + matrix.y0
      minX = min(minX, dx)
      minY = min(minY, dy)
      maxX = max(maxX, dx)
      maxY = max(maxY, dy)
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let limit = Double(SceneLimits.maxCanvasSide) * 4
    let left = Int(max(-1, min(limit, minX.rounded(.down) - 1)))
    let top = Int(max(-1, min(limit, minY.rounded(.down) - 1)))
    let right = Int(max(-1, min(limit, maxX.rounded(.up) + 1)))
    let bottom = Int(max(-1, min(limit, maxY.rounded(.up) + 1)))
    let canvas = DeviceBounds(x: 0, y: 0, width: canvasWidth, height: canvasHeight)
    return DeviceBounds(x: left, y: top, width: right - left, height: bottom - top).intersection(canvas)
  }
}
