/// A star inscribed in a circle, first point at the top (`type: star`).
public struct Star: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a star.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - outerRadius: radius of the points, pixels.
  ///   - innerRadius: radius of the notches, pixels. Default half the outer radius.
  ///   - points: 2…1000. Default 5.
  ///   - roundness: corner rounding, 0 (sharp) … 1. Default 0.
  ///   - fill: fill colour. Default white.
  public init(
    id: String? = nil, outerRadius: Double? = nil, innerRadius: Double? = nil, points: Int? = nil,
    roundness: Double? = nil, fill: SceneColor? = nil
  ) {
    node = LayerNode(type: "star", id: id)
    if let outerRadius { node["outerRadius"] = .number(outerRadius) }
    if let innerRadius { node["innerRadius"] = .number(innerRadius) }
    if let points { node["points"] = .number(Double(points)) }
    if let roundness { node["roundness"] = .number(roundness) }
    if let fill { node["fill"] = .string(fill.text) }
  }
}
