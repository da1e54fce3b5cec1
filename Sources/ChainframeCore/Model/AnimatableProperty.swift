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

  /// Every property, in a fixed order (the order of tracks in dumps when a layer animates
  /// several).
  public static let all: [AnimatableProperty] = [
    .init(name: "position", slot: 0, count: 2, threshold: 1, kind: .pair),
    .init(name: "position.x", slot: 0, count: 1, threshold: 1, kind: .scalar),
    .init(name: "position.y", slot: 1, count: 1, threshold: 1, kind: .scalar),
    .init(name: "size", slot: 2, count: 2, threshold: 1, kind: .pair),
    .init(name: "size.width", slot: 2, count: 1, threshold: 1, kind: .scalar),
    .init(name: "size.height", slot: 3, count: 1, threshold: 1, kind: .scalar),
    .init(name: "scale", slot: 4, count: 2, threshold: 0.005, kind: .pair),
    .init(name: "scale.x", slot: 4, count: 1, threshold: 0.005, kind: .scalar),
    .init(name: "scale.y", slot: 5, count: 1, threshold: 0.005, kind: .scalar),
    .init(name: "rotation", slot: 6, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "skew.x", slot: 7, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "skew.y", slot: 8, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "anchor", slot: 9, count: 2, threshold: 0.01, kind: .pair),
    .init(name: "opacity", slot: 11, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "fill", slot: 12, count: 4, threshold: 0.01, kind: .color),
    .init(name: "stroke", slot: 16, count: 4, threshold: 0.01, kind: .color),
    .init(name: "strokeWidth", slot: 20, count: 1, threshold: 1, kind: .scalar),
    .init(name: "cornerRadius", slot: 21, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "trimStart", slot: 22, count: 1, threshold: 0.01, kind: .scalar),
    .init(name: "trimEnd", slot: 23, count: 1, threshold: 0.01, kind: .scalar),
  ]

  /// Every property name, in ``all`` order, for did-you-mean suggestions.
  public static let names: [String] = all.map(\.name)

  /// Looks a property up by its scene-file name.
  public static func named(_ name: String) -> AnimatableProperty? {
    all.first { $0.name == name }
  }

  /// The slots this property writes.
  public var slots: Range<Int> { slot..<(slot + count) }
}
