/// What a layer draws. Its box comes from ``LayerState/size``; the outline's parameters from
/// ``ShapeGeometry``.
public enum LayerShape: String, Sendable, Hashable, CaseIterable {
  /// A rectangle filling the box, with ``LayerState/cornerRadius`` (uniform or per corner).
  case rect
  /// An ellipse inscribed in the box.
  case ellipse
  /// A regular polygon inscribed in the box's ellipse, first vertex at the top.
  case polygon
  /// A star inscribed in the box's ellipse, first point at the top.
  case star
  /// A straight line between two points in layer coordinates.
  case line
  /// SVG path data in layer coordinates.
  case path
  /// Text (``Layer/text``) with its first baseline on ``LayerState/position``.
  case text
  /// A raster image (PNG, JPEG, WebP) fitted into the box.
  case image
  /// An SVG document drawn as vectors, fitted into the box.
  case svg
  /// A group of child layers drawn as one, in the group's coordinate space.
  case group
  /// A video file's frames fitted into the box, timed by ``LayerStyle/video``.
  case video

  /// Whether the shape is an outline that can be filled and stroked.
  public var isOutline: Bool {
    switch self {
    case .rect, .ellipse, .polygon, .star, .line, .path: return true
    case .text, .image, .svg, .group, .video: return false
    }
  }
}
