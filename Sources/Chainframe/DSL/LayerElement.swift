/// A layer in a scene built in Swift: anything that carries a ``LayerNode``.
///
/// The modifiers in the extensions (``position(_:_:)``, `fill(_:)`, `chain(_:)` …) each
/// set one scene-file key and return the changed element, so they chain like SwiftUI
/// modifiers and read like the scene file they produce.
public protocol LayerElement: Sendable {
  /// The scene-file mapping this element writes.
  var node: LayerNode { get set }
}

extension LayerElement {
  /// A copy with `key` set to `value` in the scene-file mapping (the escape hatch for any key
  /// the typed modifiers do not cover; unknown keys are reported when the scene loads).
  public func set(_ key: String, _ value: SceneValue) -> Self { setText(key, value.text) }

  /// ``set(_:_:)`` with a scene-file value, for the typed modifiers.
  package func setText(_ key: String, _ value: SceneText) -> Self {
    var copy = self
    copy.node[key] = value
    return copy
  }

  /// A copy whose `id` is `id` (unique in the whole scene; default `layer<index>`).
  public func id(_ id: String) -> Self { setText("id", .string(id)) }
}
