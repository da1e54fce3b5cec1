import Foundation

/// Resolves asset paths written in a scene relative to the scene file, and keeps them inside
/// the scene's folder unless allowed.
struct AssetResolver {
  let sceneFolder: URL
  let options: SceneLoadOptions

  init(sceneFile: String, options: SceneLoadOptions) {
    sceneFolder = URL(fileURLWithPath: sceneFile).deletingLastPathComponent().standardizedFileURL
      .resolvingSymlinksInPath()
    self.options = options
  }

  /// The absolute path for `written`, or a reported problem.
  func resolve(_ written: String, node: SceneNode, path: String, context: DecodingContext) -> String? {
    let url = written.hasPrefix("/") ? URL(fileURLWithPath: written) : sceneFolder.appendingPathComponent(written)
    let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
    if !options.allowAssetsOutside {
      let base = sceneFolder.path.hasSuffix("/") ? sceneFolder.path : sceneFolder.path + "/"
      guard resolved.path.hasPrefix(base) else {
        context.report(
          node, path, "\(UserText.quoted(written)) is outside the scene's folder (\(sceneFolder.path))",
          hint: "move it next to the scene, or allow assets outside the scene's folder if you trust this scene")
        return nil
      }
    }
    guard FileManager.default.fileExists(atPath: resolved.path) else {
      context.report(
        node, path, "file \(UserText.quoted(written)) does not exist (looked for \(resolved.path))",
        hint: "paths are relative to the scene file")
      return nil
    }
    return resolved.path
  }
}
