/// What a ``SceneImporter`` produced: scene text and the name its diagnostics carry.
public struct ImportedScene: Sendable {
  /// The scene file text (YAML or JSON).
  public var text: String
  /// The file name diagnostics of the translated scene report.
  public var file: String

  /// Creates an imported scene.
  public init(text: String, file: String) {
    self.text = text
    self.file = file
  }
}
