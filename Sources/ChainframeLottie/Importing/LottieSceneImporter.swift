import ChainframeModel
import ChainframeSceneFile

/// The ``LottieImporter`` as a `SceneImporter`: Lottie (Bodymovin) JSON and `.lottie`
/// archives, detected by content or selected by `SceneInputFormat.lottie`.
package struct LottieSceneImporter: SceneImporter {
  /// Creates the importer.
  package init() {}

  /// `SceneInputFormat.lottie`.
  package var inputFormat: SceneInputFormat { .lottie }

  /// Whether `text` is a Lottie document (``LottieImporter/isLottie(_:)``).
  package func canImport(text: String) -> Bool { LottieImporter.isLottie(text) }

  /// Whether `bytes` are a `.lottie` archive (a ZIP signature; the content is checked on import).
  package func canImport(bytes: [UInt8]) -> Bool { DotLottie.isArchive(bytes) }

  /// Translates the Lottie text; with `strictImport`, any ``LottieFinding`` is an error.
  package func importScene(
    text: String, file: String, options: SceneLoadOptions
  ) throws(SceneFileError) -> ImportedScene {
    try LottieImporter.checkNoAnimation(options.lottieAnimation, file: file)
    let imported = try LottieImporter.translate(text: text, file: file, fontIsInstalled: options.fontIsInstalled)
    return try scene(imported, file: file, options: options)
  }

  /// Translates the `.lottie` archive's animation (``SceneLoadOptions/lottieAnimation`` or
  /// the manifest's default) with its images.
  package func importScene(
    bytes: [UInt8], file: String, options: SceneLoadOptions
  ) throws(SceneFileError) -> ImportedScene {
    let imported = try LottieImporter.translate(
      bytes: bytes, file: file, animation: options.lottieAnimation, fontIsInstalled: options.fontIsInstalled)
    return try scene(imported, file: file, options: options)
  }

  private func scene(_ imported: LottieImport, file: String, options: SceneLoadOptions) throws(SceneFileError)
    -> ImportedScene
  {
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
