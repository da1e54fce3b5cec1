import ChainframeLottie
import ChainframeSceneFile

/// The importers `SceneLoader` asks when `SceneLoadOptions.importers` is nil.
///
/// The one place that names an importer: the loader itself only asks this list.
package enum SceneImporters {
  /// Lottie, the only foreign format so far.
  package static let standard: [any SceneImporter] = [LottieSceneImporter()]
}
