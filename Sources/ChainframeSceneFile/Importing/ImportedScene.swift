/// What a ``SceneImporter`` produced: scene text and the name its diagnostics carry.
package struct ImportedScene: Sendable {
  /// The scene file text (YAML or JSON).
  package var text: String
  /// The file name diagnostics of the translated scene report.
  package var file: String

  /// Creates an imported scene.
  package init(text: String, file: String) {
    self.text = text
    self.file = file
  }
}
