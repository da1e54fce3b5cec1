import ChainframeModel

/// Switches for loading a scene.
package struct SceneLoadOptions: Sendable {
  /// Allow asset paths (audio, images, fonts) outside the scene file's folder. Off by
  /// default: a scene from an untrusted pull request must not read arbitrary files into a
  /// video.
  package var allowAssetsOutside: Bool
  /// Values for the scene's `vars:`, overriding its defaults (`--set`, `--vars`), in order.
  package var variables: [(name: String, value: String)]
  /// How much work the scene may ask for; checked while parsing and before anything
  /// expensive. Defaults to `SceneBudgets/default`.
  package var budgets: SceneBudgets
  /// Asked between layers while decoding and checking; when it returns true, loading stops
  /// with `SceneCancelled` (only through `SceneLoader.loadCancellable`). Nil (the default)
  /// never cancels.
  package var shouldCancel: (@Sendable () -> Bool)?
  /// Scene file or Lottie file; ``SceneInputFormat/auto`` (the default) decides by content.
  package var inputFormat: SceneInputFormat = .auto
  /// Imported files only (such as Lottie): refuse files with features Chainframe does not
  /// draw exactly, instead of drawing the rest. Default false.
  package var strictImport = false
  /// The folder asset paths are relative to (and confined to), absolute; nil (the default)
  /// means the scene file's folder. Set for scenes that have no file, such as one read from
  /// standard input (the current folder).
  package var assetFolder: String?
  /// Parse with the fast paths (``SceneNodeParser``) where they apply: the same trees and
  /// errors, in a fraction of the time. False forces the general Yams path (for benchmarks
  /// and equivalence tests). Default true.
  package var fastParsing = true
  /// Lottie files only: whether a font family is installed, so text layers without glyph
  /// outlines fall back to DejaVu Sans (reported) instead of failing to render. Nil (the
  /// default) takes every family as installed.
  package var fontIsInstalled: (@Sendable (String) -> Bool)?
  /// The importers asked, in order, for files that are not scene files; nil (the default)
  /// means the standard list of the module that loads (ChainframeCore's `SceneLoader`: Lottie).
  package var importers: [any SceneImporter]?
  /// `.lottie` archives only: the id of the animation to load (`--animation`); nil (the
  /// default) takes the manifest's active or first animation.
  package var lottieAnimation: String?

  /// Creates options; assets must stay inside the scene's folder by default.
  package init(
    allowAssetsOutside: Bool = false, variables: [(name: String, value: String)] = [],
    budgets: SceneBudgets = .default, shouldCancel: (@Sendable () -> Bool)? = nil, assetFolder: String? = nil
  ) {
    self.assetFolder = assetFolder
    self.allowAssetsOutside = allowAssetsOutside
    self.variables = variables
    self.budgets = budgets
    self.shouldCancel = shouldCancel
  }
}
