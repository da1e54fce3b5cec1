/// One drawing command of a path, in absolute coordinates.
public enum PathSegment: Sendable, Hashable {
  /// Start a new subpath at a point.
  case move(Vector2)
  /// Straight line to a point.
  case line(Vector2)
  /// Cubic Bézier with two control points to an end point.
  case cubic(Vector2, Vector2, Vector2)
  /// Quadratic Bézier with one control point to an end point.
  case quad(Vector2, Vector2)
  /// Elliptical arc (SVG endpoint parameterisation): radii, x-axis rotation in degrees,
  /// large-arc flag, sweep flag, end point.
  case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Vector2)
  /// Close the subpath with a line back to its start.
  case close
}
