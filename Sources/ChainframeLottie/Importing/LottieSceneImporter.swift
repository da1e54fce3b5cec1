import ChainframeModel
import ChainframeSceneFile

/// The ``LottieImporter`` as a `SceneImporter`: Lottie (Bodymovin) JSON, detected by content
/// or selected by `SceneInputFormat.lottie`.
package struct LottieSceneImporter: SceneImporter {
  /// Creates the importer.
  package init() {}

  /// `SceneInputFormat.lottie`.
  package var inputFormat: SceneInputFormat { .lottie }

  /// Whether `text` is a Lottie document (``LottieImporter/isLottie(_:)``).
  package func canImport(text: String) -> Bool { LottieImporter.isLottie(text) }

  /// Translates the Lottie text; with `strictImport`, any ``LottieFinding`` is an error.
  package func importScene(
    text: String, file: String, options: SceneLoadOptions
  ) throws(SceneFileError) -> ImportedScene {
    let imported = try LottieImporter.translate(text: text, file: file, fontIsInstalled: options.fontIsInstalled)
    if options.strictImport && !imported.findings.isEmpty {
      throw .invalid(LottieImporter.diagnostics(imported.findings, file: file))
    }
    // The tree goes straight to the decoders: writing megabytes of YAML only to parse them
    // again is what `chainframe import` does, not what a render needs.
    return ImportedScene(tree: imported.scene.node(), file: LottieImporter.sceneName(for: file))
  }

  /// Translates the Lottie text on the including scene's clock (`type: lottie`); with
  /// `strictImport`, any ``LottieFinding`` is an error.
  package func importLayer(
    text: String, file: String, options: SceneLoadOptions, placement: ImportPlacement
  ) throws(SceneFileError) -> ImportedLayer? {
    let imported = try LottieImporter.translate(
      text: text, file: file, fontIsInstalled: options.fontIsInstalled, placement: placement)
    if options.strictImport && !imported.findings.isEmpty {
      throw .invalid(LottieImporter.diagnostics(imported.findings, file: file))
    }
    return ImportedLayer(tree: imported.scene.node(), shownFor: imported.shownFor)
  }
}
