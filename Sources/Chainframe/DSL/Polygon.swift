/// A regular polygon inscribed in a circle, first vertex at the top (`type: polygon`).
public struct Polygon: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a polygon.
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - radius: circumradius, pixels (or give a `size` with ``LayerElement/set(_:_:)``).
  ///   - sides: 3…1000. Default 6.
  ///   - roundness: corner rounding, 0 (sharp) … 1. Default 0.
  ///   - fill: fill colour. Default white.
  public init(
    id: String? = nil, radius: Double? = nil, sides: Int? = nil, roundness: Double? = nil, fill: SceneColor? = nil
  ) {
    node = LayerNode(type: "polygon", id: id)
    if let radius { node["radius"] = .number(radius) }
    if let sides { node["sides"] = .number(Double(sides)) }
    if let roundness { node["roundness"] = .number(roundness) }
    if let fill { node["fill"] = .string(fill.text) }
  }
}
