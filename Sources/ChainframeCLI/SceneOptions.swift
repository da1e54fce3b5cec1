import ArgumentParser

/// Options shared by every command that reads a scene.
struct SceneOptions: ParsableArguments {
  @Argument(help: "Scene file (.yaml, .yml or .json).")
  var scene: String
}
