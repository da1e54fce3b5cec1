import ArgumentParser
import ChainframeCore

/// Options shared by every command that reads a scene.
struct SceneOptions: ParsableArguments {
  @Argument(help: "Scene file (.yaml, .yml or .json).")
  var scene: String

  @Flag(help: "Allow asset paths (audio, images, fonts) outside the scene's folder. Only for scenes you trust.")
  var allowAssetsOutside = false

  /// Loads the scene with these options.
  func load() throws -> Scene {
    try SceneLoader.load(path: scene, options: SceneLoadOptions(allowAssetsOutside: allowAssetsOutside))
  }
}
