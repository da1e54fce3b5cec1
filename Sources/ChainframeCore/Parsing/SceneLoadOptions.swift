/// Switches for loading a scene.
public struct SceneLoadOptions: Sendable {
  /// Allow asset paths (audio, images, fonts) outside the scene file's folder. Off by
  /// default: a scene from an untrusted pull request must not read arbitrary files into a
  /// video.
  public var allowAssetsOutside: Bool
  /// Values for the scene's `vars:`, overriding its defaults (`--set`, `--vars`), in order.
  public var variables: [(name: String, value: String)]

  /// Creates options; assets must stay inside the scene's folder by default.
  public init(allowAssetsOutside: Bool = false, variables: [(name: String, value: String)] = []) {
    self.allowAssetsOutside = allowAssetsOutside
    self.variables = variables
  }
}
