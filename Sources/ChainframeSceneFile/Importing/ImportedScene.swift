/// What a ``SceneImporter`` produced, and the name its diagnostics carry.
package struct ImportedScene: Sendable {
  /// The translated scene: a tree the decoders read directly, or scene file text.
  package enum Content: Sendable {
    /// The scene as the node tree a scene file parses into (no source locations): decoded
    /// without writing and re-parsing text.
    case tree(SceneNode)
    /// Scene file text (YAML or JSON), parsed like any scene file.
    case text(String)
  }

  /// The translated scene.
  package var content: Content
  /// The file name diagnostics of the translated scene report.
  package var file: String

  /// Creates an imported scene from scene file text.
  package init(text: String, file: String) {
    content = .text(text)
    self.file = file
  }

  /// Creates an imported scene from a node tree.
  package init(tree: SceneNode, file: String) {
    content = .tree(tree)
    self.file = file
  }
}
