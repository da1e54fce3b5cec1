/// What a ``SceneImporter`` produced for a file placed as a layer (``ImportPlacement``).
package struct ImportedLayer: Sendable {
  /// The translated scene, already on the including scene's clock: a node tree with a
  /// `canvas` (its size is the file's natural size) and `layers`.
  package var tree: SceneNode
  /// How long the layer shows from its `start`, in scene seconds; nil when it loops (shown
  /// to the end of the scene).
  package var shownFor: Double?

  /// Creates an imported layer.
  package init(tree: SceneNode, shownFor: Double?) {
    self.tree = tree
    self.shownFor = shownFor
  }
}
