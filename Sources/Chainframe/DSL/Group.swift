/// A group of layers drawn as one, in the group's coordinate space (`type: group`).
public struct Group: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates a group of `children` (back to front).
  ///
  /// - Parameters:
  ///   - id: unique layer id; default `layer<index>`.
  ///   - size: `[width, height]`, pixels, for the anchor and the clip. Default `[0, 0]`.
  ///   - clip: clip children to the box. Default false.
  ///   - stagger: delay child *i* (and everything in it) by `stagger × i` seconds, counted
  ///     from `staggerFrom` (default start). Default 0.
  ///   - staggerFrom: the child that starts first: start, end or center.
  ///   - children: the layers, back to front, in the group's coordinates.
  public init(
    id: String? = nil, size: [Double]? = nil, clip: Bool? = nil, stagger: Double? = nil,
    staggerFrom: Stagger.Origin? = nil, @LayerBuilder children: () -> [LayerNode]
  ) {
    node = LayerNode(type: "group", id: id)
    if let size { node["size"] = .numbers(size) }
    if let clip { node["clip"] = .bool(clip) }
    if let stagger {
      var entries: [(SceneKey, SceneText)] = [("delay", .number(stagger))]
      if let staggerFrom { entries.append(("from", .string(staggerFrom.rawValue))) }
      node["stagger"] = .map(entries)
    }
    node.setLayers("children", children())
  }
}
