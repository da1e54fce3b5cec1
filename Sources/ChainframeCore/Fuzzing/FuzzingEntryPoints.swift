import ChainframeModel
import ChainframeSceneFile

/// Entry points for the libFuzzer targets in Tests/Fuzz (run by scripts/fuzz), for internals
/// those targets exercise directly. Not API: `package` access, visible to the fuzz targets built with the package name.
package enum FuzzingEntryPoints {
  /// Expands `${name}` in `root` from its `vars:` block and `overrides`, as
  /// ``SceneLoader/load(text:file:options:)`` does; returns the tree and the problems found.
  package static func resolveVariables(
    _ root: SceneNode, overrides: [(name: String, value: String)], file: String
  ) -> (SceneNode, [SceneDiagnostic]) {
    let context = DecodingContext(file: file)
    let resolved = VariableResolver.resolve(root, overrides: overrides, context: context)
    return (resolved, context.diagnostics)
  }

  /// A mapping entry, for building trees without going through the YAML parser.
  package static func entry(key: String, value: SceneNode) -> SceneNode.Entry {
    SceneNode.Entry(key: key, keyLocation: value.location, value: value)
  }
}
