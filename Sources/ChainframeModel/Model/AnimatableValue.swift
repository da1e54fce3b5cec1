/// A value the engine can interpolate: it flattens to components and back.
///
/// Every value type interpolates the same way, component by component (see
/// ``Interpolation``): points and sizes per axis, rects per edge, colours per straight-alpha
/// channel, and transforms per component (translate, scale, rotation, skew) — never by
/// lerping matrices, which would shear and shrink rotations.
public protocol AnimatableValue: Sendable {
  /// The value as components, in a fixed order.
  var components: [Double] { get }
  /// Rebuilds a value from components in the same order.
  init(components: [Double])
}

extension Double: AnimatableValue {
  /// `[self]`.
  public var components: [Double] { [self] }
  /// The first component.
  public init(components: [Double]) { self = components[0] }
}

extension Vector2: AnimatableValue {
  /// `[x, y]`.
  public var components: [Double] { [x, y] }
  /// From `[x, y]`.
  public init(components: [Double]) { self.init(components[0], components[1]) }
}

extension Color: AnimatableValue {}

/// An axis-aligned rectangle: origin and size in pixels.
public struct Rect: AnimatableValue, Hashable {
  /// Top-left corner.
  public var origin: Vector2
  /// Width and height.
  public var size: Vector2

  /// Creates a rectangle.
  public init(origin: Vector2, size: Vector2) {
    self.origin = origin
    self.size = size
  }

  /// `[x, y, width, height]`.
  public var components: [Double] { [origin.x, origin.y, size.x, size.y] }
  /// From `[x, y, width, height]`.
  public init(components c: [Double]) { self.init(origin: Vector2(c[0], c[1]), size: Vector2(c[2], c[3])) }
}

/// A 2-D transform as separately interpolated components.
public struct TransformComponents: AnimatableValue, Hashable {
  /// Translation in pixels.
  public var translation: Vector2
  /// Scale factors.
  public var scale: Vector2
  /// Rotation in degrees, clockwise on screen; 350° → 370° turns 20°, not back 340°.
  public var rotation: Double
  /// Skew in degrees along x and y.
  public var skew: Vector2

  /// Creates transform components; the defaults are the identity.
  public init(
    translation: Vector2 = Vector2(0, 0), scale: Vector2 = Vector2(1, 1), rotation: Double = 0,
    skew: Vector2 = Vector2(0, 0)
  ) {
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
    self.skew = skew
  }

  /// `[tx, ty, sx, sy, rotation, skewX, skewY]`.
  public var components: [Double] {
    [translation.x, translation.y, scale.x, scale.y, rotation, skew.x, skew.y]
  }
  /// From `[tx, ty, sx, sy, rotation, skewX, skewY]`.
  public init(components c: [Double]) {
    self.init(
      translation: Vector2(c[0], c[1]), scale: Vector2(c[2], c[3]), rotation: c[4],
      skew: Vector2(c[5], c[6]))
  }
}

extension Interpolation {
  /// Interpolates any ``AnimatableValue`` component-wise; `p` = 0 gives `from`, 1 gives `to`.
  public static func mix<T: AnimatableValue>(_ from: T, _ to: T, _ p: Double) -> T {
    T(components: mix(from.components, to.components, p))
  }
}
