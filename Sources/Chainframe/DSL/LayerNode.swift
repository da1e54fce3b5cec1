/// One layer of a scene built in Swift, as the scene-file mapping it stands for.
///
/// Every DSL element (``Rectangle``, ``Text``, ``Group`` …) keeps its keys here, in the order
/// they were set; ``SceneDocument`` writes them as YAML and loads them with the same decoder as
/// scene files, so a layer built in Swift is checked and compiled exactly like a written one.
public struct LayerNode: Sendable {
  /// The keys and values of the layer's mapping, in the order they were first set.
  public private(set) var entries: [(key: String, value: SceneText)]

  /// Creates a layer mapping of `type` (a scene-file layer type such as `rect` or `text`).
  public init(type: String, id: String? = nil) {
    entries = [("type", .string(type))]
    if let id { entries.append(("id", .string(id))) }
  }

  /// Creates a mapping with no keys (a split piece or caption style, which has no type).
  init() { entries = [] }

  /// The value written under `key`, or nil; setting nil removes the key, setting a key again
  /// replaces its value in place.
  public subscript(key: String) -> SceneText? {
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

  /// The mapping as a scene-file value.
  public var text: SceneText { .map(entries.map { ($0.key, $0.value) }) }
}
