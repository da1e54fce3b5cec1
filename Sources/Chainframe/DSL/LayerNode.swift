/// One layer of a scene built in Swift, as the scene-file mapping it stands for.
///
/// Every DSL element (``Rectangle``, ``Text``, ``Group`` …) keeps its keys here, in the order
/// they were set; ``SceneDocument`` writes them as YAML and loads them with the same decoder as
/// scene files, so a layer built in Swift is checked and compiled exactly like a written one.
public struct LayerNode: Sendable {
  /// The keys and values of the layer's mapping, in the order they were first set.
  package private(set) var entries: [(key: String, value: SceneText)]
  /// Where in Swift source this layer and the layers inside it were written: key paths
  /// relative to this layer (`""` for itself, `children[0]`, `mask.layers[1]`) with the line
  /// of the element's expression; diagnostics about them are reported there.
  var sources: [(path: String, location: SourceLocation)] = []

  /// Creates a layer mapping of `type` (a scene-file layer type such as `rect` or `text`).
  public init(type: String, id: String? = nil) {
    entries = [("type", .string(type))]
    if let id { entries.append(("id", .string(id))) }
  }

  /// Creates a mapping with no keys (a split piece or caption style, which has no type).
  init() { entries = [] }

  /// The value written under `key`, or nil; setting nil removes the key, setting a key again
  /// replaces its value in place.
  package subscript(key: String) -> SceneText? {
    get { entries.first { $0.key == key }?.value }
    set {
      let index = entries.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let i?, let value?): entries[i].value = value
      case (let i?, nil): entries.remove(at: i)
      case (nil, let value?): entries.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// Sets `key` to the list of `nodes`' mappings and keeps their source locations under
  /// `key[i]`.
  mutating func setLayers(_ key: String, _ nodes: [LayerNode]) {
    self[key] = .list(nodes.map(\.text))
    for (i, node) in nodes.enumerated() {
      sources += node.sources.map { (LayerNode.join("\(key)[\(i)]", $0.path), $0.location) }
    }
  }

  /// `prefix` and a relative key path joined with a dot (or `prefix` alone).
  static func join(_ prefix: String, _ path: String) -> String { path.isEmpty ? prefix : prefix + "." + path }

  /// The mapping as a scene-file value.
  package var text: SceneText { .map(entries.map { (SceneKey(rawValue: $0.key), $0.value) }) }
}
