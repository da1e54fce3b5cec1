/// A named, animatable property of a layer: where its components live in ``LayerState`` and
/// when an animation of it counts as settled. Every property comes from a row of
/// `PropertyTable`.
///
/// Sub-properties (`position.x`) address a subset of their parent's components, so a track on
/// `position.x` and one on `position.y` write different slots of the same state.
public struct AnimatableProperty: Sendable, Hashable, CustomStringConvertible {
  /// The name used in scene files, chains and keyframe dumps, for example `position.x`.
  public let name: String
  /// Index of the first component in ``LayerState/slots``.
  public let slot: Int
  /// Number of components (1 scalar, 2 point/size, 4 colour).
  public let count: Int
  /// POP's completion threshold: a spring or decay is done when it is closer than this.
  ///
  /// Colour 0.01, point 1, opacity 0.01, scale 0.005, rotation 0.01, radius 0.01, other 1
  /// (see `PropertyTable/rows`).
  public let threshold: Double
  /// What the components mean, for parsing values written in scene files.
  public let kind: Kind
  /// The range static and animated values must stay in (`PropertyDescriptor/range`); nil
  /// when values must only be finite.
  public let range: ClosedRange<Double>?
  /// The part of the name before the first dot: the `PropertyTable` row a fixed property
  /// comes from (`position` for both `position` and `position.x`), or
  /// `PropertyTable/gradientFamily` for gradient stops. Compilation merges the tracks of
  /// one family.
  public let family: String
  /// Names of the components (`x`, `y`; `r`, `g`, `b`, `a`) for multi-component
  /// properties, used for dump columns; empty for one-component properties.
  public let componentNames: [String]

  /// How a property's value is written in a scene file.
  public enum Kind: Sendable, Hashable {
    /// One number.
    case scalar
    /// `[x, y]`.
    case pair
    /// A colour string such as `#ff8800`.
    case color

    /// Number of components: 1, 2 or 4.
    public var componentCount: Int {
      switch self {
      case .scalar: return 1
      case .pair: return 2
      case .color: return 4
      }
    }

    /// The usual component names: none, `x`/`y`, or `r`/`g`/`b`/`a`.
    var defaultComponentNames: [String] {
      switch self {
      case .scalar: return []
      case .pair: return ["x", "y"]
      case .color: return ["r", "g", "b", "a"]
      }
    }
  }

  /// The property's name.
  public var description: String { name }

  /// `position`.
  public static let position = PropertyTable.fixed("position")
  /// `position.x`.
  public static let positionX = PropertyTable.fixed("position.x")
  /// `position.y`.
  public static let positionY = PropertyTable.fixed("position.y")
  /// `size`.
  public static let size = PropertyTable.fixed("size")
  /// `size.width`.
  public static let sizeWidth = PropertyTable.fixed("size.width")
  /// `size.height`.
  public static let sizeHeight = PropertyTable.fixed("size.height")
  /// `scale`.
  public static let scale = PropertyTable.fixed("scale")
  /// `scale.x`.
  public static let scaleX = PropertyTable.fixed("scale.x")
  /// `scale.y`.
  public static let scaleY = PropertyTable.fixed("scale.y")
  /// `rotation`.
  public static let rotation = PropertyTable.fixed("rotation")
  /// `skew.x`.
  public static let skewX = PropertyTable.fixed("skew.x")
  /// `skew.y`.
  public static let skewY = PropertyTable.fixed("skew.y")
  /// `anchor`.
  public static let anchor = PropertyTable.fixed("anchor")
  /// `opacity`.
  public static let opacity = PropertyTable.fixed("opacity")
  /// `fill`.
  public static let fill = PropertyTable.fixed("fill")
  /// `stroke`.
  public static let stroke = PropertyTable.fixed("stroke")
  /// `strokeWidth`.
  public static let strokeWidth = PropertyTable.fixed("strokeWidth")
  /// `cornerRadius`.
  public static let cornerRadius = PropertyTable.fixed("cornerRadius")
  /// `trimStart`.
  public static let trimStart = PropertyTable.fixed("trimStart")
  /// `trimEnd`.
  public static let trimEnd = PropertyTable.fixed("trimEnd")
  /// `trimOffset`.
  public static let trimOffset = PropertyTable.fixed("trimOffset")
  /// `blur`.
  public static let blur = PropertyTable.fixed("blur")
  /// `dashOffset`.
  public static let dashOffset = PropertyTable.fixed("dashOffset")
  /// `shadowColor`.
  public static let shadowColor = PropertyTable.fixed("shadowColor")
  /// `shadowOffset`.
  public static let shadowOffset = PropertyTable.fixed("shadowOffset")
  /// `shadowBlur`.
  public static let shadowBlur = PropertyTable.fixed("shadowBlur")

  /// Most gradient stops a layer may have (`PropertyTable/maxGradientStops`, 8).
  public static let maxGradientStops = PropertyTable.maxGradientStops

  /// Every fixed property, in a fixed order (gradient stops are added per layer).
  public static let all: [AnimatableProperty] = PropertyTable.properties

  /// Every property name, in ``all`` order then the gradient stops, for did-you-mean
  /// suggestions.
  public static let names: [String] = PropertyTable.names

  /// Looks a property up by its scene-file name.
  public static func named(_ name: String) -> AnimatableProperty? { PropertyTable.property(named: name) }

  /// The slots this property writes.
  public var slots: Range<Int> { slot..<(slot + count) }
}
