/// Another scene file drawn as a group layer (`type: include`): a component.
///
/// Its layer ids get this layer's id as a prefix; its canvas gives the group's size and its
/// duration how long it shows, from `start`.
public struct Include: LayerElement {
  /// The scene-file mapping.
  public var node: LayerNode

  /// Creates an include of the scene file `src` (relative to the scene's folder) with `vars`
  /// set (each must be declared by the component) from `start` seconds (default 0).
  public init(
    id: String? = nil, src: String, vars: KeyValuePairs<String, SceneValue> = [:], start: Double? = nil
  ) {
    node = LayerNode(type: "include", id: id)
    node["src"] = .string(src)
    if !vars.isEmpty { node["vars"] = .map(vars.map { (SceneKey(rawValue: $0.key), $0.value.text) }) }
    if let start { node["start"] = .number(start) }
  }
}
