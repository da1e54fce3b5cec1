import Foundation

/// One property change inside a chain link; resolved against the layer's values at the
/// link's start, at compile time.
public enum ChainOperation: Sendable {
  /// Animate `property` to an absolute value (`make*`).
  case make(AnimatableProperty, [Double])
  /// Animate `property` by a relative amount (`move*`, `rotate`).
  case move(AnimatableProperty, by: [Double])
  /// Multiply scale by factors (`transformScale*`).
  case scaleBy(x: Double, y: Double)
  /// Translate in the layer's own rotated and scaled space (`transformX/Y`).
  case translateLocal(x: Double, y: Double)
  /// Reset scale to 1, rotation and skew to 0 (`transformIdentity`).
  case transformIdentity
  /// Set the anchor without moving the layer on screen (not animated, as in JH).
  case anchor(x: Double, y: Double)
  /// Follow an SVG path with the layer's position; optionally turn with it.
  case moveOnPath(FlattenedPath, rotation: PathRotation)

  /// How a layer turns while following a path.
  public enum PathRotation: Sendable, Hashable {
    /// Keep the current rotation.
    case none
    /// Face along the path (`kCAAnimationRotateAuto`).
    case auto
    /// Face against the path (`kCAAnimationRotateAutoReverse`).
    case reverse
  }
}
