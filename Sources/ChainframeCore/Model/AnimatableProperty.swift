/// A named, animatable property of a layer: where its components live in ``LayerState`` and
/// when an animation of it counts as settled.
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
  /// Colour 0.01, point 1, opacity 0.01, scale 0.005, rotation 0.01, radius 0.01, other 1.
  public let threshold: Double
  /// What the components mean, for parsing values written in scene files.
  public let kind: Kind

  /// How a property's value is written in a scene file.
  public enum Kind: Sendable, Hashable {
    /// One number.
    case scalar
    /// `[x, y]`.
    case pair
    /// A colour string such as `#ff8800`.
    case color
  }

  /// The property's name.
  public var description: String { name }

  /// `position`.
  public static let position = AnimatableProperty(name: "position", slot: 0, count: 2, threshold: 1, kind: .pair)
  /// `position.x`.
  public static let positionX = AnimatableProperty(name: "position.x", slot: 0, count: 1, threshold: 1, kind: .scalar)
  /// `position.y`.
  public static let positionY = AnimatableProperty(name: "position.y", slot: 1, count: 1, threshold: 1, kind: .scalar)
  /// `size`.
  public static let size = AnimatableProperty(name: "size", slot: 2, count: 2, threshold: 1, kind: .pair)
  /// `size.width`.
  public static let sizeWidth = AnimatableProperty(name: "size.width", slot: 2, count: 1, threshold: 1, kind: .scalar)
  /// `size.height`.
  public static let sizeHeight = AnimatableProperty(name: "size.height", slot: 3, count: 1, threshold: 1, kind: .scalar)
  /// `scale`.
  public static let scale = AnimatableProperty(name: "scale", slot: 4, count: 2, threshold: 0.005, kind: .pair)
  /// `scale.x`.
  public static let scaleX = AnimatableProperty(name: "scale.x", slot: 4, count: 1, threshold: 0.005, kind: .scalar)
  /// `scale.y`.
  public static let scaleY = AnimatableProperty(name: "scale.y", slot: 5, count: 1, threshold: 0.005, kind: .scalar)
  /// `rotation`.
  public static let rotation = AnimatableProperty(name: "rotation", slot: 6, count: 1, threshold: 0.01, kind: .scalar)
  /// `skew.x`.
  public static let skewX = AnimatableProperty(name: "skew.x", slot: 7, count: 1, threshold: 0.01, kind: .scalar)
  /// `skew.y`.
  public static let skewY = AnimatableProperty(name: "skew.y", slot: 8, count: 1, threshold: 0.01, kind: .scalar)
  /// `anchor`.
  public static let anchor = AnimatableProperty(name: "anchor", slot: 9, count: 2, threshold: 0.01, kind: .pair)
  /// `opacity`.
  public static let opacity = AnimatableProperty(name: "opacity", slot: 11, count: 1, threshold: 0.01, kind: .scalar)
  /// `fill`.
  public static let fill = AnimatableProperty(name: "fill", slot: 12, count: 4, threshold: 0.01, kind: .color)
  /// `stroke`.
  public static let stroke = AnimatableProperty(name: "stroke", slot: 16, count: 4, threshold: 0.01, kind: .color)
  /// `strokeWidth`.
  public static let strokeWidth = AnimatableProperty(name: "strokeWidth", slot: 20, count: 1, threshold: 1, kind: .scalar)
  /// `cornerRadius`.
  public static let cornerRadius = AnimatableProperty(name: "cornerRadius", slot: 21, count: 1, threshold: 0.01, kind: .scalar)
  /// `trimStart`.
  public static let trimStart = AnimatableProperty(name: "trimStart", slot: 22, count: 1, threshold: 0.01, kind: .scalar)
  /// `trimEnd`.
  public static let trimEnd = AnimatableProperty(name: "trimEnd", slot: 23, count: 1, threshold: 0.01, kind: .scalar)

  /// `trimOffset`.
  public static let trimOffset = AnimatableProperty(name: "trimOffset", slot: 24, count: 1, threshold: 0.01, kind: .scalar)
  /// `blur`.
  public static let blur = AnimatableProperty(name: "blur", slot: 25, count: 1, threshold: 0.1, kind: .scalar)
  /// `dashOffset`.
  public static let dashOffset = AnimatableProperty(name: "dashOffset", slot: 26, count: 1, threshold: 1, kind: .scalar)

  /// Most gradient stops a layer may have; each stop's colour and offset animate.
  public static let maxGradientStops = 8

  /// `gradient.color<i>`: the colour of gradient stop `i` (0-based).
  public static func gradientColor(_ i: Int) -> AnimatableProperty {
    precondition(i >= 0 && i < maxGradientStops)
    return AnimatableProperty(
      name: "gradient.color\(i)", slot: LayerState.slotCount + 5 * i, count: 4, threshold: 0.01, kind: .color)
  }

  /// `gradient.offset<i>`: the position of gradient stop `i`, 0…1.
  public static func gradientOffset(_ i: Int) -> AnimatableProperty {
    precondition(i >= 0 && i < maxGradientStops)
    return AnimatableProperty(
      name: "gradient.offset\(i)", slot: LayerState.slotCount + 5 * i + 4, count: 1, threshold: 0.001, kind: .scalar)
  }

  /// Every fixed property, in a fixed order (gradient stops are added per layer).
  public static let all: [AnimatableProperty] = [
    .position, .positionX, .positionY, .size, .sizeWidth, .sizeHeight, .scale, .scaleX, .scaleY, .rotation, .skewX, .skewY, .anchor, .opacity, .fill, .stroke, .strokeWidth, .cornerRadius, .trimStart, .trimEnd, .trimOffset, .blur, .dashOffset,
  ]

  /// Every property name, in ``all`` order then the gradient stops, for did-you-mean
  /// suggestions.
  public static let names: [String] =
    all.map(\.name) + (0..<maxGradientStops).flatMap { ["gradient.color\($0)", "gradient.offset\($0)"] }

  /// Looks a property up by its scene-file name.
  public static func named(_ name: String) -> AnimatableProperty? {
    if let fixed = all.first(where: { $0.name == name }) { return fixed }
    for (prefix, make) in [("gradient.color", gradientColor), ("gradient.offset", gradientOffset)]
    where name.hasPrefix(prefix) {
      guard let i = Int(name.dropFirst(prefix.count)), i >= 0, i < maxGradientStops else { return nil }
      return make(i)
    }
    return nil
  }

  /// The slots this property writes.
  public var slots: Range<Int> { slot..<(slot + count) }
}
