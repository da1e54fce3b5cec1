import ChainframeModel
import Foundation

/// Resolves asset paths written in a scene relative to the scene file, and keeps them inside
/// the scene's folder unless allowed.
///
/// A component (`type: include`) resolves its paths against its own file but stays confined
/// to the including scene's folder (``rootFolder``).
package struct AssetResolver {
  let sceneFolder: URL
  /// The folder every path must stay inside (the top-level scene's).
  let rootFolder: URL
  let options: SceneLoadOptions

  /// A resolver for a component file: relative to `componentFile`, confined like `parent`.
  init(componentFile: String, parent: AssetResolver) {
    sceneFolder = URL(fileURLWithPath: componentFile).deletingLastPathComponent().standardizedFileURL
      .resolvingSymlinksInPath()
    rootFolder = parent.rootFolder
    options = parent.options
  }

  package init(sceneFile: String, options: SceneLoadOptions) {
    let folder =
      options.assetFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? URL(fileURLWithPath: sceneFile).deletingLastPathComponent()
    sceneFolder = folder.standardizedFileURL.resolvingSymlinksInPath()
    rootFolder = sceneFolder
    self.options = options
  }

  /// The absolute path for `written`, or a reported problem.
  func resolve(_ written: String, node: SceneNode, path: String, context: DecodingContext) -> String? {
    let url = written.hasPrefix("/") ? URL(fileURLWithPath: written) : sceneFolder.appendingPathComponent(written)
    let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
    if !options.allowAssetsOutside {
      let base = rootFolder.path.hasSuffix("/") ? rootFolder.path : rootFolder.path + "/"
      guard resolved.path.hasPrefix(base) else {
        context.report(
          node, path, "\(UserText.quoted(written)) is outside the scene's folder (\(rootFolder.path))",
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
