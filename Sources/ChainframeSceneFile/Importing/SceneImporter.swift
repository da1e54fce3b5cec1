import ChainframeModel

/// A translator from another file format into a scene (a node tree the decoders read, or
/// scene text), asked by the scene loader before it parses a file.
///
/// The loader names no importer: it asks the list in ``SceneLoadOptions/importers`` (or the
/// standard list of the module that starts loading), in order, and the first importer that
/// claims the text translates it. What it returns is then decoded like any scene file, with
/// the same validation and diagnostics.
package protocol SceneImporter: Sendable {
  /// The explicit input format that selects this importer (``SceneInputFormat/lottie``).
  var inputFormat: SceneInputFormat { get }

  /// Whether `text` is in this importer's format (used when the input format is
  /// ``SceneInputFormat/auto``); cheap, it runs on every scene loaded.
  func canImport(text: String) -> Bool

  /// Translates `text`, read from `file`, into a scene.
  ///
  /// - Throws: `SceneFileError` when the text cannot be translated, or, with
  ///   ``SceneLoadOptions/strictImport``, when part of it would not be drawn exactly.
  func importScene(text: String, file: String, options: SceneLoadOptions) throws(SceneFileError) -> ImportedScene

  /// Translates `text`, read from `file`, for a layer of a scene (`type: lottie`), on that
  /// scene's clock as `placement` says; nil when this importer's files cannot be layers.
  ///
  /// - Throws: `SceneFileError` as ``importScene(text:file:options:)``; a diagnostic with key
  ///   path `segment` is about the placement's segment.
  func importLayer(
    text: String, file: String, options: SceneLoadOptions, placement: ImportPlacement
  ) throws(SceneFileError) -> ImportedLayer?

  /// Whether `bytes`, a file that is not UTF-8 text, is in this importer's format (an
  /// archive such as `.lottie`); cheap, a signature check. Defaults to false.
  func canImport(bytes: [UInt8]) -> Bool

  /// Translates the binary file `bytes`, read from `file`, into a scene; asked only after
  /// ``canImport(bytes:)`` claimed it.
  ///
  /// - Throws: `SceneFileError` when the bytes cannot be translated.
  func importScene(bytes: [UInt8], file: String, options: SceneLoadOptions) throws(SceneFileError) -> ImportedScene
}

extension SceneImporter {
  /// No layers by default: only formats with their own clock (Lottie) place as layers.
  package func importLayer(
    text: String, file: String, options: SceneLoadOptions, placement: ImportPlacement
  ) throws(SceneFileError) -> ImportedLayer? { nil }
}
