/// The static parameters of a layer's outline, besides its animatable box size.
public struct ShapeGeometry: Sendable, Hashable {
  /// Per-corner radii as fractions of ``LayerState/cornerRadius`` (top-left, top-right,
  /// bottom-right, bottom-left), so animating the radius scales every corner; nil is uniform.
  public var cornerRatios: [Double]?
  /// Polygon sides, 3…1000. Default 6.
  public var sides: Int
  /// Star points, 2…1000. Default 5.
  public var points: Int
  /// Star inner radius as a fraction of the outer radius, 0…1. Default 0.5.
  public var innerRatio: Double
  /// Rounding of polygon and star corners, 0 (sharp) … 1 (fully round). Default 0.
  public var roundness: Double
  /// Line start, layer coordinates (pixels).
  public var lineFrom: Vector2
  /// Line end, layer coordinates (pixels).
  public var lineTo: Vector2
  /// Lines and paths: the point of their own coordinates at the box's top-left corner (the
  /// bounding box's minimum), so the outline draws where it was written.
  public var origin: Vector2 = Vector2(0, 0)
  /// Path data, layer coordinates (pixels), for `path` layers.
  public var path: [PathSegment]
  /// Absolute path of the image or SVG file, for `image` and `svg` layers.
  public var asset: String?
  /// How an image or SVG is fitted into the box. Default contain.
  public var fit: ImageFit

  /// Creates geometry with the defaults above.
  public init(
    cornerRatios: [Double]? = nil, sides: Int = 6, points: Int = 5, innerRatio: Double = 0.5,
    roundness: Double = 0, lineFrom: Vector2 = Vector2(0, 0), lineTo: Vector2 = Vector2(0, 0),
    path: [PathSegment] = [], asset: String? = nil, fit: ImageFit = .contain
  ) {
    self.cornerRatios = cornerRatios
    self.sides = sides
    self.points = points
    self.innerRatio = innerRatio
    self.roundness = roundness
    self.lineFrom = lineFrom
    self.lineTo = lineTo
    self.path = path
    self.asset = asset
    self.fit = fit
  }
}
