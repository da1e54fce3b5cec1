/// Switches for loading a scene.
public struct SceneLoadOptions: Sendable, Hashable {
  /// Allow asset paths (audio, images, fonts) outside the scene file's folder. Off by
  /// default: a scene from an untrusted pull request must not read arbitrary files into a
  /// video.
  public var allowAssetsOutside: Bool

  /// Creates options; assets must stay inside the scene's folder by default.
  public init(allowAssetsOutside: Bool = false) { self.allowAssetsOutside = allowAssetsOutside }
}
