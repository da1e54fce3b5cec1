/// The name of an animated property as scene files write it (`position.x`, `gradient.offset1`).
///
/// Use the static members (`.positionX`, `.opacity`, `.gradientOffset(1)`) or a string literal;
/// a name the scene parser does not know is a `SceneDiagnostic` with a did-you-mean when the
/// scene loads (the properties are `AnimatableProperty`'s; docs/animation.md lists them).
public struct PropertyName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The scene-file name.
  public var name: String

  /// Creates a name from its scene-file text.
  public init(_ name: String) { self.name = name }

  /// Creates a name from a string literal such as `"position.x"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// The name of a model property.
  public init(_ property: AnimatableProperty) { self.init(property.name) }

  /// The scene-file name.
  public var description: String { name }

  /// Colour of gradient stop `index` (0…7).
  public static func gradientColor(_ index: Int) -> PropertyName { PropertyName("gradient.color\(index)") }

  /// Position of gradient stop `index` (0…7) along the gradient, 0…1.
  public static func gradientOffset(_ index: Int) -> PropertyName { PropertyName("gradient.offset\(index)") }

  /// Where the anchor point sits, `[x, y]` pixels.
  public static let position = PropertyName("position")

  /// x of the position, pixels.
  public static let positionX = PropertyName("position.x")

  /// y of the position, pixels.
  public static let positionY = PropertyName("position.y")

  /// `[width, height]`, pixels.
  public static let size = PropertyName("size")

  /// Width, pixels.
  public static let sizeWidth = PropertyName("size.width")

  /// Height, pixels.
  public static let sizeHeight = PropertyName("size.height")

  /// Scale factors `[x, y]` (or one number for both).
  public static let scale = PropertyName("scale")

  /// The x scale factor.
  public static let scaleX = PropertyName("scale.x")

  /// The y scale factor.
  public static let scaleY = PropertyName("scale.y")

  /// Rotation, degrees clockwise.
  public static let rotation = PropertyName("rotation")

  /// Skew along x, degrees.
  public static let skewX = PropertyName("skew.x")

  /// Skew along y, degrees.
  public static let skewY = PropertyName("skew.y")

  /// The anchor, unit box coordinates.
  public static let anchor = PropertyName("anchor")

  /// Opacity, 0…1.
  public static let opacity = PropertyName("opacity")

  /// Fill colour.
  public static let fill = PropertyName("fill")

  /// Stroke colour.
  public static let stroke = PropertyName("stroke")

  /// Stroke width, pixels.
  public static let strokeWidth = PropertyName("strokeWidth")

  /// Corner radius, pixels.
  public static let cornerRadius = PropertyName("cornerRadius")

  /// Start of the visible outline, 0…1.
  public static let trimStart = PropertyName("trimStart")

  /// End of the visible outline, 0…1.
  public static let trimEnd = PropertyName("trimEnd")

  /// Shift of the visible outline, path lengths.
  public static let trimOffset = PropertyName("trimOffset")

  /// Gaussian blur, pixels.
  public static let blur = PropertyName("blur")

  /// Offset into the dash pattern, pixels.
  public static let dashOffset = PropertyName("dashOffset")
}
